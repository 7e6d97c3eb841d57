/** Results in the advertiser's own time zone (docs/product.md, Results in your time zone): a click counted at 23:30
 *  UTC shows on its UTC day while the account is in UTC, and on the next day once the account is switched to
 *  Asia/Tokyo in Account, in the details table and in the CSV, which names the zone in its header and file name.
 *  The API's test clock sets when the click is counted; it is put back after the journey. */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate } from 'shared-contracts';
import { parseCsv } from '../fixtures/csv';
import { demoAdvertiser, signIn } from '../fixtures/demo';
import { API_KEY, BASE_URL, dismissConsent } from '../fixtures/portal';

const DAY_MS = 86_400_000;
const TITLE = 'Autumn exhibition, main hall';

test.beforeEach(async ({ context }) => dismissConsent(context));
test.afterEach(async ({ request }) => {
  await moveClock(request, null);
});

async function moveClock(request: APIRequestContext, now: string | null): Promise<void> {
  const moved = await request.post(`${BASE_URL}/api/dev/clock`, { data: { now } });
  expect(moved.ok()).toBe(true);
}

/** The clicks of a day (summed over placements) as the API gives them to the signed-in advertiser. */
async function clicksOn(page: Page, adId: string, date: string): Promise<number> {
  const res = await page.request.get(`${BASE_URL}/api/ads/${adId}/stats?range=7d`, {
    headers: { 'x-api-key': API_KEY },
  });
  expect(res.ok()).toBe(true);
  const stats = (await res.json()) as { days: { date: string; clicks: number }[] };
  return stats.days.filter((day) => day.date === date).reduce((sum, day) => sum + day.clicks, 0);
}

/** Sets the account's time zone through the API, as the Account page does. */
async function setZone(page: Page, timeZone: string): Promise<void> {
  const res = await page.request.patch(`${BASE_URL}/api/advertisers/time-zone`, {
    headers: { 'x-api-key': API_KEY },
    data: { timeZone },
  });
  expect(res.ok()).toBe(true);
}

/** The clicks of the table's row for `date` (the day's total: the second last cell). */
async function tableClicksOn(page: Page, date: string): Promise<number> {
  const row = page
    .getByRole('region', { name: 'Results' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: formatDate(date, 'en'), exact: true }) });
  const cells = await row.getByRole('cell').allTextContents();
  return Number((cells.at(-2) ?? '').replaceAll(',', ''));
}

/** Downloads the details page's CSV: its file name, header and the clicks of `date`'s records. */
async function csvOf(page: Page, date: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const [header = [], ...records] = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
  const clicks = records
    .filter((record) => record[0] === date)
    .reduce((sum, record) => sum + Number(record[header.indexOf('clicks')]), 0);
  return { name: download.suggestedFilename(), header, clicks };
}

test('a click at 23:30 UTC is on its UTC day in UTC, and on the next day after switching to Asia/Tokyo', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoAdvertiser('time-zone'));
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  const href = (await row.getByRole('link', { name: /View details/ }).getAttribute('href')) ?? '';
  const adId = href.split('/').pop() ?? '';
  expect(adId).toMatch(/^\d+$/);

  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  // What the days held before the click, in each zone (the demo's own results are there too).
  const before = await clicksOn(page, adId, yesterday);
  await setZone(page, 'Asia/Tokyo');
  const tokyoBefore = await clicksOn(page, adId, today);
  await setZone(page, 'UTC');

  // The exhibition serves the ad and a visitor clicks it at 23:30 UTC yesterday (the API's test clock).
  await moveClock(request, `${yesterday}T23:30:00.000Z`);
  let clickUrl: string | null = null;
  for (let turn = 0; turn < 40 && !clickUrl; turn += 1) {
    const served = await request.get(`${BASE_URL}/api/serve?placement=lobby`);
    if (served.status() !== 200) continue;
    const ad = (await served.json()) as { id: number; clickUrl: string };
    if (String(ad.id) === adId) clickUrl = ad.clickUrl;
  }
  if (!clickUrl) throw new Error('the ad was never served');
  const clicked = await request.get(clickUrl, { maxRedirects: 0 });
  expect(clicked.status()).toBe(302);
  await moveClock(request, null);
  await expect.poll(() => clicksOn(page, adId, yesterday), { timeout: 20_000 }).toBe(before + 1);

  // In UTC the click is on yesterday's row, and in the CSV of that day.
  await page.goto(href);
  await page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Last 7 days' }).click();
  await expect(
    page.getByRole('table', { name: 'Impressions and clicks per day (UTC)', exact: true }),
  ).toBeVisible();
  await expect.poll(() => tableClicksOn(page, yesterday)).toBe(before + 1);
  const inUtc = await csvOf(page, yesterday);
  expect(inUtc.name).toMatch(new RegExp(`^ad-${adId}-\\d{4}-\\d{2}-\\d{2}_${today}-UTC\\.csv$`));
  expect(inUtc.header[0]).toBe('date (UTC)');
  expect(inUtc.clicks).toBe(before + 1);

  // The advertiser picks Asia/Tokyo in Account, typing to filter the list.
  await page.goto('/dashboard/account');
  const zone = page.getByRole('region', { name: 'Time zone' });
  const picker = zone.getByRole('combobox', { name: 'Time zone' });
  await expect(picker).toHaveValue('UTC');
  await picker.fill('Asia/Tokyo');
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Your results now use Asia/Tokyo')).toBeVisible();
  await expect(zone.getByText(/count days in/)).toContainText('Asia/Tokyo (UTC+09:00)');

  // In Tokyo, 23:30 UTC is 08:30 the next morning: the click has moved to today's row and today's records.
  await page.goto(href);
  await page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Last 7 days' }).click();
  await expect(
    page.getByRole('table', { name: 'Impressions and clicks per day (Asia/Tokyo)', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Days in your account’s time zone: Asia/Tokyo')).toBeVisible();
  await expect.poll(() => tableClicksOn(page, today)).toBe(tokyoBefore + 1);
  const inTokyo = await csvOf(page, today);
  expect(inTokyo.name).toMatch(
    new RegExp(`^ad-${adId}-\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}-Asia_Tokyo\\.csv$`),
  );
  expect(inTokyo.header[0]).toBe('date (Asia/Tokyo)');
  expect(inTokyo.clicks).toBe(tokyoBefore + 1);
});
