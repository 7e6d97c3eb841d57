import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, dismissConsent, signUpAndConfirm, waitForMail } from '../fixtures/portal';
import { writeFixtureFiles } from '../fixtures/banner';
import { admin } from '../fixtures/operator';
import { submitAndPay } from '../fixtures/paid-ad';

test.beforeEach(async ({ context }) => dismissConsent(context));

/** Applies for a Comprehensive Plan ad of 2 months from Ontario and pays on the test checkout; back on the
 *  dashboard, answers the ad's id. */
async function applyAndPay(page: Page, title: string): Promise<string> {
  const files = writeFixtureFiles();
  await page.goto('/dashboard/ads/application');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Aiko Tanaka');
  await main.getByLabel('Ad image').setInputFiles(files.banner);
  await main.getByLabel('Ad title').fill(title);
  await main.getByLabel('Ad link URL').fill('https://gallery.example/money');
  await main.getByRole('radio', { name: /Comprehensive Plan/ }).check();
  await main.getByLabel('Duration').selectOption('2');
  await main.getByLabel('Country').selectOption('CA');
  await main.getByLabel('Province or territory').selectOption('ON');
  // The order summary names the currency: US$72 × 2 = US$144.00, HST 13% US$18.72, total US$162.72.
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('US$144.00');
  await expect(summary).toContainText('US$162.72');
  return submitAndPay(page, title);
}

test('the home page names the currency of every plan, in English and Japanese', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('listitem', { name: 'Lobbies Plan' })).toContainText('US$32 / month');
  await chooseLanguage(page, 'ja');
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'ロビープラン' })).toContainText('月額 US$32（税抜）');
});

test('a payment gets a receipt (mail, billing page, printable receipt in en and ja); a rejected ad is refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await signUpAndConfirm(page, request, 'billing');
  const adId = await applyAndPay(page, 'Money banner');

  // The receipt mail, with Ontario's HST at 13%.
  const mail = await waitForMail(request, email, /^Receipt \d{4}-\d{6}\b/);
  const receiptNumber = /\d{4}-\d{6}/.exec(mail.subject)?.[0] ?? '';
  expect(mail.text).toContain('HST 13%');
  expect(mail.text).toContain('US$18.72');

  // The billing page lists it, linking to the receipt.
  await page.getByRole('link', { name: 'Billing' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  const billing = page.getByRole('table', { name: 'Billing' });
  await expect(billing.getByRole('row', { name: /Payment: Money banner/ })).toContainText('US$162.72');
  await billing.getByRole('link', { name: receiptNumber }).click();

  // The receipt page: the same lines, in English, then in Japanese.
  await expect(page).toHaveURL(new RegExp(`/dashboard/billing/${receiptNumber}$`));
  const receipt = page.getByRole('article', { name: `Receipt ${receiptNumber}` });
  await expect(receipt.getByRole('row', { name: 'Subtotal US$144.00' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'HST 13% US$18.72' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'Total (USD) US$162.72' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await chooseLanguage(page, 'ja');
  await page.reload();
  const receiptJa = page.getByRole('article', { name: `領収書 ${receiptNumber}` });
  await expect(receiptJa.getByRole('row', { name: '小計 US$144.00' })).toBeVisible();
  await expect(receiptJa.getByRole('row', { name: 'HST 13% US$18.72' })).toBeVisible();
  await expect(receiptJa.getByRole('row', { name: '合計（USD） US$162.72' })).toBeVisible();
  await chooseLanguage(page, 'en');
  await page.reload();

  // Rejected by an operator, then refunded at the advertiser's request.
  admin('ads:reject', adId, '--reason', 'The banner is blurred.');
  await page.goto(`/dashboard/ads/${adId}`);
  await expect(page.getByRole('link', { name: 'Resubmit ad' })).toBeVisible();
  await page.getByRole('button', { name: 'Request refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund for this ad?' });
  await expect(dialog).toContainText('The ad will be closed');
  await dialog.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByText('Your refund is on its way.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Money banner/ }).getByText('Refunded')).toBeVisible();
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('row', { name: /Refund: Money banner/ })).toContainText('-US$162.72');
  const refundMail = await waitForMail(request, email, /^Your refund has been made\b/);
  expect(refundMail.text).toContain('US$162.72');
});

test('on a phone the billing rows are cards: every column shows and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, request, 'billing-phone');
  await applyAndPay(page, 'Phone banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/billing');

  const row = page.getByRole('row', { name: /Payment: Phone banner/ });
  await expect(row).toBeVisible();
  // The amount and the receipt are inside the screen.
  await expect(row).toContainText('US$162.72');
  const amount = row.getByText('US$162.72');
  const box = await amount.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expect(row.getByRole('link', { name: /^\d{4}-\d{6}$/ })).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
