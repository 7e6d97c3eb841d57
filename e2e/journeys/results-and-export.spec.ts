import fs from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { clickThroughRate, formatCount, formatDate } from 'shared-contracts';
import { statsCsvColumns } from 'shared-contracts/api';
import { parseCsv } from '../fixtures/csv';
import { demoAdvertiser, signIn } from '../fixtures/demo';
import { dismissConsent } from '../fixtures/portal';

test.beforeEach(async ({ context }) => dismissConsent(context));

const PLACEMENT_COLUMNS = { Lobby: 'lobby', Exhibition: 'exhibition' } as const;

/** The header cell and data cells of each body row, as the page shows them. */
function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

test('an advertiser reads an ad’s daily results as a chart and a table, changes the period and downloads the same numbers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = demoAdvertiser('results');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, email);

  // The dashboard lists the demo ads; the chart's code is not part of it.
  const active = page
    .getByRole('row')
    .filter({ has: page.getByText('Active', { exact: true }) })
    .first();
  await expect(active).toBeVisible();
  expect(scripts.filter((url) => url.includes('results-chart'))).toEqual([]);
  await active.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/ads\/\d+$/);
  const adId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const title = (await page.getByRole('definition').first().textContent()) ?? '';

  const results = page.getByRole('region', { name: 'Results' });
  const chart = results.getByRole('img', {
    name: /^Chart of impressions, clicks and click-through rate per day/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(2);
  expect(scripts.filter((url) => url.includes('results-chart'))).toHaveLength(1);
  const table = results.getByRole('table', { name: 'Impressions and clicks per day' });
  await expect(results.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('tbody tr')).toHaveCount(30);

  await results.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(results.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const rows = await bodyRows(table);
  const groups = await table.getByRole('columnheader').allTextContents();
  const placements = groups.filter(
    (name): name is keyof typeof PLACEMENT_COLUMNS => name in PLACEMENT_COLUMNS,
  );
  expect(placements.length).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(text);
  const columns = statsCsvColumns('UTC');
  expect(header).toEqual(columns);
  expect(records).toHaveLength(7 * placements.length);
  // Named after the ad, the period's first and last day and the account's time zone.
  const dates = records.map((record) => record[columns.indexOf('date (UTC)')]);
  expect(download.suggestedFilename()).toBe(`ad-${adId}-${dates[0]}_${dates.at(-1)}-UTC.csv`);

  // One record per day and placement, oldest first, with the numbers of the table's row for that day.
  const column = (name: string) => columns.indexOf(name);
  rows.forEach(([date, ...cells], day) => {
    const ofDay = records.slice(day * placements.length, (day + 1) * placements.length);
    let impressions = 0;
    let clicks = 0;
    placements.forEach((placement, index) => {
      const record = ofDay[index] ?? [];
      expect(formatDate(record[column('date (UTC)')] ?? '', 'en')).toBe(date);
      expect(record[column('ad id')]).toBe(adId);
      expect(record[column('ad title')]).toBe(title);
      expect(record[column('placement')]).toBe(PLACEMENT_COLUMNS[placement]);
      const counts = [Number(record[column('impressions')]), Number(record[column('clicks')])] as const;
      expect(record[column('CTR')]).toBe(clickThroughRate(counts[1], counts[0]));
      expect(counts.map((count) => formatCount(count, 'en'))).toEqual(cells.slice(index * 2, index * 2 + 2));
      impressions += counts[0];
      clicks += counts[1];
    });
    expect(cells.slice(-3)).toEqual([
      formatCount(impressions, 'en'),
      formatCount(clicks, 'en'),
      clickThroughRate(clicks, impressions),
    ]);
  });
  await expect(results.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  // The dashboard's export holds every ad; this ad's records in it are the same as in its own file.
  await page.getByRole('link', { name: 'Back' }).click();
  const exportGroup = page.getByRole('group', { name: 'Results of all ads' });
  await exportGroup.getByLabel('Results period').selectOption({ label: 'Last 7 days' });
  // The period counts the table too, says so in its headers, and stays in the URL over a reload.
  await expect(page).toHaveURL(/\/dashboard\?period=7d$/);
  await expect(page.getByRole('columnheader', { name: 'Clicks (Last 7 days)' })).toBeVisible();
  await page.reload();
  await expect(exportGroup.getByLabel('Results period')).toHaveValue('7d');
  await expect(page.getByRole('region', { name: 'Summary: Last 7 days' })).toBeVisible();
  const downloadingAll = page.waitForEvent('download');
  await exportGroup.getByRole('button', { name: 'Download CSV' }).click();
  const all = await downloadingAll;
  expect(all.suggestedFilename()).toBe(`all-ads-${dates[0]}_${dates.at(-1)}-UTC.csv`);
  const [allHeader, ...allRecords] = parseCsv(fs.readFileSync(await all.path(), 'utf8'));
  expect(allHeader).toEqual(columns);
  expect(allRecords.filter((record) => record[column('ad id')] === adId)).toEqual(records);
  expect(new Set(allRecords.map((record) => record[column('ad id')])).size).toBeGreaterThan(1);
});
