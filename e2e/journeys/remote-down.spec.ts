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
