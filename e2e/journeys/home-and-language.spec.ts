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
