import { expect, test } from '@playwright/test';
import { dismissConsent, uniqueEmail } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

test('a visitor reads the FAQ by category and opens an answer, in English and Japanese', async ({ page }) => {
  await page.goto('/faqs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  const firstQuestion = main.getByRole('button', { expanded: false }).first();
  await firstQuestion.click();
  await expect(main.getByRole('button', { expanded: true }).first()).toBeVisible();
  await main.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await Promise.all([
    page.waitForEvent('load'), // choosing a language reloads the page
    page.getByRole('contentinfo').getByRole('combobox').selectOption('ja'),
  ]);
  await expect(page.locator('html')).toHaveClass(/\bja\b/);
  await page.goto('/faqs');
  await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(
    'Frequently asked questions',
  );
});

test('a visitor sends a contact message that reaches the operators, after the bot-check', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  const email = uniqueEmail('visitor');
  await main.getByLabel('Name').fill('Mika Ito');
  await main.getByLabel('Email').fill(email.toUpperCase());
  await main
    .getByRole('textbox', { name: 'Message' })
    .fill('Can my banner run only in December?\nThank you.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('heading', { name: 'Your message has been sent' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const res = await request.get('/api/dev/outbox');
  const mails = (await res.json()) as { to: string; text: string }[];
  expect(
    mails.some((m) => m.text.includes('Can my banner run only in December?') && m.text.includes(email)),
  ).toBe(true);
});
