import { expect, test } from '@playwright/test';
import { dismissConsent } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('the home page shows the plans with their prices and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('$32').first()).toBeVisible();
  await expect(page.getByText('$52').first()).toBeVisible();
  await expect(page.getByText('$72').first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /start advertising/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('switching to Japanese persists across a reload and sets the document class', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\ben\b/);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox').selectOption('ja');
  await expect(page.locator('html')).toHaveClass(/\bja\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('main').getByRole('link', { name: '広告を始める' }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bja\b/);
  await expect(page.getByRole('main').getByRole('link', { name: '広告を始める' }).first()).toBeVisible();
});

test('the home page paints from its HTML, in the visitor’s language, before any script has arrived', async ({
  browser,
}) => {
  const heroes: ReadonlyArray<readonly [string, string]> = [
    ['en-US', 'Show your brand where art lovers gather'],
    ['ja-JP', 'アートを愛する人が集まる場所に、あなたのブランドを'],
  ];
  for (const [locale, hero] of heroes) {
    const context = await browser.newContext({ locale });
    await dismissConsent(context);
    const page = await context.newPage();
    // No script file arrives: what shows is the page the shell's server prerendered (decision 0068).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('main h1')).toHaveText(hero);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    // Only a picture of the page until the portal takes its place: nothing in it is read out or can be used.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.close();
  }
});

test('the portal takes the prerendered home page’s place, and its controls work', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Show your brand where art lovers gather' }),
  ).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('combobox').selectOption('ja');
  await expect(
    page.getByRole('heading', { level: 1, name: 'アートを愛する人が集まる場所に、あなたのブランドを' }),
  ).toBeVisible();
});
