import { expect, test } from '@playwright/test';
import { dismissConsent, REMOTE_ORIGINS } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('a remote that cannot load shows a message with Retry inside the layout, and Retry works once it is back', async ({
  page,
}) => {
  await page.route(`${REMOTE_ORIGINS.mf_auth}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/signin');

  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText(/not responding/i)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes keep working while this one is down.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Once the page is idle the shell tries the remote again (it preloads the remotes the page links to). Those tries
  // end before the remote comes back: a request caught half-way by the route's removal was left hanging, and the
  // Retry that joined its try waited on it (the federation runtime gives up on a script after 20 s).
  await page.waitForLoadState('networkidle');
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a slow remote: the prerendered home page stays until the portal’s page is ready, with no spinner between, and the heading shows once', async ({
  page,
}) => {
  // Longer than the 10 s after which the picture used to give way to whatever the portal had (a spinner), and
  // shorter than the 20 s after which the federation runtime gives up on a script.
  await page.route(`${REMOTE_ORIGINS.mf_public}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await route.continue().catch(() => undefined);
  });
  // What the visitor could see at any moment: a spinner of the portal's shown, and each time an h1 took the focus.
  await page.addInitScript(() => {
    const seen = { spinner: false, headingFocus: 0 };
    Object.assign(window, { seen });
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLHeadingElement && event.target.tagName === 'H1') seen.headingFocus += 1;
    });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('main [role="status"]'))
        if (!status.closest('[hidden], [aria-hidden="true"]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });

  // Not until the load event: the page's preload hints for mf-public hold it back with the remote's files.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The picture paints at once: a heading in <main>, read by nobody until the portal takes its place.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  // The portal's own page, once mf-public's files have come.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('h1')).toHaveCount(1);
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { spinner: boolean; headingFocus: number } }).seen,
  );
  expect(seen.spinner).toBe(false);
  expect(seen.headingFocus).toBeLessThanOrEqual(1);
});
