/** A banner and a title per language (docs/product.md, A banner and a title per language): an advertiser applies
 *  with an English banner and title and a Japanese pair beside them, pays, an operator approves, and the exhibition
 *  system's call gets the Japanese banner for Japanese visitors and the English one for English visitors. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { writeFixtureFiles } from '../fixtures/banner';
import { admin } from '../fixtures/operator';
import { submitAndPay } from '../fixtures/paid-ad';
import { API_KEY, BASE_URL, dismissConsent, signUpAndConfirm } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

type Served = { id: number; imageUrl: string; language: string };

/** Asks for lobby ads in `lang` until this ad's turn comes (other advertisers' running ads take turns with it; the
 *  running list is read again every few seconds), at most 40 answers. */
async function serveUntil(request: APIRequestContext, id: number, lang: string): Promise<Served> {
  let found: Served | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${BASE_URL}/api/serve?placement=lobby&lang=${lang}`);
        expect([200, 204]).toContain(res.status());
        if (res.status() === 200) {
          const served = (await res.json()) as Served;
          if (served.id === id) found = served;
        }
        return found !== null;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  if (!found) throw new Error('not served');
  return found;
}

test('an ad with an English and a Japanese creative serves each to visitors of its language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const files = writeFixtureFiles();
  await signUpAndConfirm(page, request, 'per-language');
  await page.goto('/dashboard/ads/application');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Aiko Tanaka');
  await main.getByLabel('Ad image', { exact: true }).setInputFiles(files.banner);
  await main.getByLabel('Ad title', { exact: true }).fill('Harbour lobby');
  await main.getByLabel('Ad link URL').fill('https://gallery.example/harbour');
  // Typed, the start may be today (the calendar offers from 7 days on), so the ad runs as soon as it is approved.
  await main.getByLabel('Start date').fill(new Date().toISOString().slice(0, 10));

  // The first banner and title are in the interface language unless another is named; the second pair's labels
  // follow the choice.
  const languages = main.getByRole('radiogroup', { name: 'Language of the banner and title above' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await languages.getByRole('radio', { name: 'Japanese' }).check();
  await expect(main.getByRole('checkbox', { name: /^Add a banner and title in English/ })).toBeVisible();
  await languages.getByRole('radio', { name: 'English' }).check();
  await main.getByRole('checkbox', { name: /^Add a banner and title in Japanese/ }).check();
  await main.getByLabel('Ad image in Japanese').setInputFiles(files.banner);
  await main.getByLabel('Ad title in Japanese').fill('港のロビー');
  await main.getByLabel('Country').selectOption('US');
  const id = Number(await submitAndPay(page, 'Harbour lobby'));

  const res = await page.request.get(`${BASE_URL}/api/ads/${id}`, { headers: { 'x-api-key': API_KEY } });
  const ad = (await res.json()) as {
    imageUrl: string;
    creativeLanguage: string;
    secondCreative: { title: string; imageUrl: string };
  };
  expect(ad.creativeLanguage).toBe('en');
  expect(ad.secondCreative.title).toBe('港のロビー');
  expect(ad.secondCreative.imageUrl).not.toBe(ad.imageUrl);

  // The ad's page shows both, and its sketches switch between them.
  await page.goto(`/dashboard/ads/${id}`);
  await expect(page.getByText('港のロビー')).toBeVisible();
  const switcher = page.getByRole('group', { name: 'Banner in the sketches' });
  await switcher.getByRole('radio', { name: 'Japanese' }).check();
  await expect(switcher.getByRole('radio', { name: 'Japanese' })).toBeChecked();

  admin('ads:approve', String(id));

  const japanese = await serveUntil(request, id, 'ja');
  expect(japanese).toMatchObject({ imageUrl: ad.secondCreative.imageUrl, language: 'ja' });
  const english = await serveUntil(request, id, 'en');
  expect(english).toMatchObject({ imageUrl: ad.imageUrl, language: 'en' });
  // A language the portal does not have is refused.
  expect((await request.get(`${BASE_URL}/api/serve?placement=lobby&lang=fr`)).status()).toBe(400);
});
