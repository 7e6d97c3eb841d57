/** Tracking links (docs/product.md, Tracking links): an advertiser turns campaign tags on while applying, sees the
 *  address visitors will open as they type, pays, is approved by an operator, and a click on the ad then opens the
 *  link with utm_source, utm_medium and utm_campaign added, the link's own query and fragment kept, and no cookie. */
import { expect, test } from '@playwright/test';
import { writeFixtureFiles } from '../fixtures/banner';
import { admin } from '../fixtures/operator';
import { submitAndPay } from '../fixtures/paid-ad';
import { BASE_URL, dismissConsent, signUpAndConfirm } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

const TAGGED =
  'https://gallery.example/autumn?ref=42&utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=autumn-2026#tickets';

test('an ad applied for with campaign tags is followed, once approved, to its link with the tags', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const files = writeFixtureFiles();
  await signUpAndConfirm(page, request, 'tracking-links');
  await page.goto('/dashboard/ads/application');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Aiko Tanaka');
  await main.getByLabel('Ad image').setInputFiles(files.banner);
  await expect(main.getByRole('img', { name: 'Preview of your ad image' })).toBeVisible();
  await main.getByLabel('Ad link URL').fill('https://gallery.example/autumn?ref=42#tickets');
  await main.getByLabel('Ad title').fill('Autumn lobby');
  await main.getByLabel('Country').selectOption('US');

  // Off by default: visitors would open the link as it is.
  const tags = main.getByRole('checkbox', { name: /Add campaign tags to my link/ });
  await expect(tags).not.toBeChecked();
  await expect(main.getByText(/Nothing about visitors is added: no ids, no cookies/)).toBeVisible();
  const finalUrl = main.getByRole('status', { name: 'Visitors will open' });
  await expect(finalUrl).toHaveText('https://gallery.example/autumn?ref=42#tickets');

  await tags.check();
  await expect(main.getByLabel('Campaign name')).toHaveValue('autumn-lobby');
  await main.getByLabel('Campaign name').fill('autumn 2026');
  await expect(main.getByText(/The campaign name can use only letters, numbers/)).toBeVisible();
  await main.getByLabel('Campaign name').fill('autumn-2026');
  await expect(finalUrl).toHaveText(TAGGED);

  const id = await submitAndPay(page, 'Autumn lobby');
  admin('ads:approve', id);

  await page.goto(`/dashboard/ads/${id}`);
  await expect(main.getByText('On, campaign name autumn-2026')).toBeVisible();
  await expect(main.getByRole('link', { name: TAGGED })).toBeVisible();

  // The click redirect, as the exhibition page follows it (the ad starts next week: an approved ad leads to its
  // link all the same, uncounted).
  const click = await request.get(`${BASE_URL}/api/click/${id}`, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers()['location']).toBe(TAGGED);
  expect(click.headers()['set-cookie']).toBeUndefined();
});
