import { expect, test } from '@playwright/test';
import { dismissConsent } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('a signed-out visitor who opens the dashboard lands on sign-in, which names the wanted page', async ({
  page,
}) => {
  await page.goto('/dashboard/account?tab=email');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Faccount%3Ftab%3Demail$/);
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
});

test('the older /login path lands on sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unknown path shows the not-found text with a way home, and answers 404', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  // Crawlers and link checkers learn that the page does not exist (decision 0077).
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('Sorry, the URL or link you used is no longer valid.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});
