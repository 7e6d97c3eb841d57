import { expect, test, type BrowserContext } from '@playwright/test';

async function consentRecord(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'vae-ads.consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test('accepting all cookies records every category with revision, date and uuid, for 182 days', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);

  const record = await consentRecord(context);
  expect(record).toMatchObject({
    categories: expect.arrayContaining(['necessary', 'analytics', 'targeting']),
  });
  expect(record?.revision).toEqual(expect.any(Number));
  expect(record?.uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.parse(String(record?.consentDate))).not.toBeNaN();
  const cookie = (await context.cookies()).find((c) => c.name === 'vae-ads.consent');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(181);
  expect(days).toBeLessThan(183);
  expect(cookie?.sameSite).toBe('Lax');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
});

test('rejecting keeps only the necessary category, and the banner stays away after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /reject/i }).click();
  const record = await consentRecord(context);
  expect(record?.categories).toEqual(['necessary']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /reject/i })).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`a toast rises above the cookie banner and covers none of its buttons at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/signin');
    const banner = page.getByRole('region', { name: 'Cookies on this portal' });
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('nobody-here@example.com');
    await main.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    // On a phone the banner lies over the form's button: the form is sent from the keyboard.
    await main.getByLabel('Password', { exact: true }).press('Enter');
    await expect(main.getByRole('alert')).toContainText('Email or password is incorrect.');

    const toast = page.getByRole('region', { name: 'Notifications (Alt+T)' }).getByRole('alert');
    await expect(toast).toBeVisible();
    const bannerBox = await banner.boundingBox();
    if (!bannerBox) throw new Error('the cookie banner is not laid out');
    // The toast slides in from below; where it comes to rest is what the user reads.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(bannerBox.y);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toHaveCount(0);
  });
}
