import 'jest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Ad, AdStats, Placement, StatsRange } from 'shared-contracts';
import { anAd } from 'shared-contracts/testing';
import {
  apiUrl as api,
  createRequestLog,
  errorResponse,
  listenForApiCalls,
  recordSavedFiles,
  server,
  type RequestLog,
} from 'shared-ui/testing';
import { adsHandlers } from '../../testing/ads-api';
import { fixToday } from '../../testing/fake-clock';
import { renderAdsPage } from '../../testing/render-ads-page';

let log: RequestLog;
let ads: Map<number, Ad>;

fixToday('2026-03-10T09:00:00Z');
listenForApiCalls();
beforeAll(() => {
  // jsdom has no media queries; uPlot asks one for the screen's pixel ratio when it loads.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      media,
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
beforeEach(() => {
  log = createRequestLog();
  ads = new Map();
  server.use(...adsHandlers(ads, log));
});

/** A day's counts, all of one creative language (English unless given); `utc` marks a day counted before hours. */
type Day = [
  date: string,
  placement: Placement,
  impressions: number,
  clicks: number,
  creative?: 'en' | 'ja' | 'utc',
];

function statsOf(adId: number, range: StatsRange, from: string, to: string, days: Day[]): AdStats {
  const none = { impressions: 0, clicks: 0 };
  const list = days.map(([date, placement, impressions, clicks, creative = 'en']) => ({
    date,
    placement,
    impressions,
    clicks,
    byLanguage: {
      en: creative === 'en' ? { impressions, clicks } : none,
      ja: creative === 'ja' ? { impressions, clicks } : none,
    },
    utcDay: creative === 'utc',
  }));
  return {
    adId,
    range,
    timeZone: 'Asia/Tokyo',
    from,
    to,
    days: list,
    totals: {
      impressions: list.reduce((sum, day) => sum + day.impressions, 0),
      clicks: list.reduce((sum, day) => sum + day.clicks, 0),
    },
  };
}

/** Answers GET /ads/:id/stats from the statistics of each range; a range without any is an error answer. */
function serveStats(byRange: Partial<Record<StatsRange, AdStats>>, options: { wait?: Promise<void> } = {}) {
  server.use(
    http.get(api('/ads/:id/stats'), async ({ request }) => {
      await log.record(request);
      await options.wait;
      const stats = byRange[(new URL(request.url).searchParams.get('range') ?? '30d') as StatsRange];
      return stats ? HttpResponse.json(stats) : errorResponse(500, 'INTERNAL');
    }),
  );
}

function storeAd(overrides: Partial<Ad>): Ad {
  // A run that started before the fixed today (the factory's ads start a week ahead), unless a test says otherwise.
  const ad = anAd({
    status: 'ACTIVE',
    plan: 'COMPREHENSIVE',
    startDate: '2026-02-01T00:00:00.000Z',
    endDate: '2026-05-01T00:00:00.000Z',
    ...overrides,
  });
  ads.set(ad.id, ad);
  return ad;
}

const THREE_DAYS: Day[] = [
  ['2026-03-08', 'lobby', 1200, 30],
  ['2026-03-08', 'exhibition', 800, 10],
  ['2026-03-09', 'lobby', 0, 0],
  ['2026-03-09', 'exhibition', 0, 0],
  ['2026-03-10', 'lobby', 2345, 69],
  ['2026-03-10', 'exhibition', 155, 6],
];

const results = () => screen.getByRole('region', { name: 'Results' });
/** The texts of a row: its header cell, then its data cells. */
const cellsOf = (row: HTMLElement) =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

test('shows a loading state, then a chart and a table of each day per placement, with totals and CTR', async () => {
  const ad = storeAd({ id: 7 });
  let answer = () => undefined as void;
  const wait = new Promise<void>((resolve) => (answer = resolve));
  serveStats({ '30d': statsOf(7, '30d', '2026-03-08', '2026-03-10', THREE_DAYS) }, { wait });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(
    await within(await screen.findByRole('region', { name: 'Results' })).findByRole('status', {
      name: 'Loading results',
    }),
  ).toBeInTheDocument();
  answer();

  // The table says the zone its days are in, and splits the counts by the banner's language.
  const table = await within(results()).findByRole('table', {
    name: 'Impressions and clicks per day (Asia/Tokyo)',
  });
  const [, , ...rows] = within(table).getAllByRole('row');
  expect(rows.map(cellsOf)).toEqual([
    ['Mar 8, 2026', '1,200', '30', '800', '10', '2,000', '40', '2,000', '40', '2.00%'],
    ['Mar 9, 2026', '0', '0', '0', '0', '0', '0', '0', '0', '0.00%'],
    ['Mar 10, 2026', '2,345', '69', '155', '6', '2,500', '75', '2,500', '75', '3.00%'],
    ['Total', '3,545', '99', '955', '16', '4,500', '115', '4,500', '115', '2.56%'],
  ]);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([
    'Date',
    'Lobby',
    'Exhibition',
    'English banner',
    'Total',
    'Impressions',
    'Clicks',
    'Impressions',
    'Clicks',
    'Impressions',
    'Clicks',
    'Impressions',
    'Clicks',
    'CTR',
  ]);
  expect(within(results()).getByText('Mar 8, 2026 to Mar 10, 2026')).toBeInTheDocument();
  expect(within(results()).getByText('Days in your account’s time zone: Asia/Tokyo')).toBeInTheDocument();

  // The chart is one picture pointing at the table; its legend names each placement and the CTR line.
  const chart = within(results()).getByRole('img', {
    name: /^Chart of impressions, clicks and click-through rate per day \(Asia\/Tokyo\)\. The table below/,
  });
  await waitFor(() => expect(within(chart).getAllByText('Lobby')).toHaveLength(2));
  expect(within(chart).getAllByText('Exhibition')).toHaveLength(2);
  expect(within(chart).getByText('CTR')).toBeInTheDocument();
  // At rest the legends show the period's totals, not dashes.
  expect(within(chart).getAllByText('Period total')).toHaveLength(2);
  for (const total of ['3,545', '955', '99', '16', '2.56%'])
    expect(within(chart).getByText(total)).toBeInTheDocument();
  expect(within(chart).queryByText('–')).not.toBeInTheDocument();
  // The totals also stand above the daily table.
  const totals = within(results()).getByLabelText('Period total');
  expect(totals).toHaveTextContent('Impressions4,500Clicks115Click-through rate2.56%');
  expect(totals.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(log.calls()).toEqual([`GET /ads/7`, `GET /ads/7/stats`]);
  expect(log.entries[1]?.search).toBe('?range=30d');
});

test('a plan that runs in the lobby only has lobby columns only, and Japanese dates and labels', async () => {
  const ad = storeAd({ id: 8, plan: 'LOBBIES' });
  serveStats({
    '30d': statsOf(8, '30d', '2026-03-09', '2026-03-10', [
      ['2026-03-09', 'lobby', 12345, 67, 'ja'],
      ['2026-03-10', 'lobby', 100, 0, 'ja'],
    ]),
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });

  const region = await screen.findByRole('region', { name: '実績' });
  const table = await within(region).findByRole('table', {
    name: '日別の表示回数とクリック数（Asia/Tokyo）',
  });
  const [groups, , ...rows] = within(table).getAllByRole('row');
  expect(cellsOf(groups as HTMLElement)).toEqual([]);
  expect(
    within(groups as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['日付', 'ロビー', '日本語のバナー', '合計']);
  expect(rows.map(cellsOf)).toEqual([
    ['2026年3月9日', '12,345', '67', '12,345', '67', '12,345', '67', '0.54%'],
    ['2026年3月10日', '100', '0', '100', '0', '100', '0', '0.00%'],
    ['合計', '12,445', '67', '12,445', '67', '12,445', '67', '0.54%'],
  ]);
  expect(within(region).getByText('アカウントのタイムゾーンでの日付：Asia/Tokyo')).toBeInTheDocument();
  expect(within(region).getByRole('group', { name: '期間' })).toHaveTextContent(
    '直近7日間直近30日間掲載期間全体',
  );
  expect(within(region).getByRole('button', { name: 'CSVをダウンロード' })).toBeEnabled();
});

test('switching the period asks for that range and shows its days', async () => {
  const ad = storeAd({ id: 9 });
  serveStats({
    '30d': statsOf(9, '30d', '2026-02-09', '2026-03-10', THREE_DAYS),
    '7d': statsOf(9, '7d', '2026-03-04', '2026-03-10', [
      ['2026-03-10', 'lobby', 10, 1],
      ['2026-03-10', 'exhibition', 30, 1],
    ]),
  });
  const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });
  await within(await screen.findByRole('region', { name: 'Results' })).findByRole('table');
  expect(within(results()).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(results()).getByRole('button', { name: 'Last 7 days' }));

  expect(await within(results()).findByText('Mar 4, 2026 to Mar 10, 2026')).toBeInTheDocument();
  const [, , ...rows] = within(within(results()).getByRole('table')).getAllByRole('row');
  expect(rows.map(cellsOf)).toEqual([
    ['Mar 10, 2026', '10', '1', '30', '1', '40', '2', '40', '2', '5.00%'],
    ['Total', '10', '1', '30', '1', '40', '2', '40', '2', '5.00%'],
  ]);
  expect(within(results()).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(results()).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(log.entries.filter((entry) => entry.path === '/ads/9/stats').map((entry) => entry.search)).toEqual([
    '?range=30d',
    '?range=7d',
  ]);
});

test('an ad that has not started says from when results will appear, whatever the period', async () => {
  const ad = storeAd({ id: 15, startDate: '2026-03-18T00:00:00.000Z' });
  serveStats({ '30d': statsOf(15, '30d', '2026-02-09', '2026-03-10', []) });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  const region = await screen.findByRole('region', { name: 'Results' });
  expect(await within(region).findByText('Results will appear from Mar 18, 2026.')).toBeInTheDocument();
  expect(within(region).queryByText(/started on/)).not.toBeInTheDocument();
});

test('an ad that has not started says when it starts, in English and Japanese', async () => {
  const ad = storeAd({ id: 10, startDate: '2026-03-17T00:00:00.000Z' });
  serveStats({ '30d': statsOf(10, '30d', '2026-03-17', '2026-03-10', []) });
  const { unmount } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(
    await within(await screen.findByRole('region', { name: 'Results' })).findByText(
      'Results will appear from Mar 17, 2026.',
    ),
  ).toBeInTheDocument();
  expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
  expect(within(results()).queryByRole('img')).not.toBeInTheDocument();
  unmount();

  renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });
  expect(await screen.findByText('実績は2026年3月17日から表示されます。')).toBeInTheDocument();
});

test('a period without a single impression or click says there are no results yet', async () => {
  const ad = storeAd({ id: 11, startDate: '2026-03-09T00:00:00.000Z' });
  serveStats({
    '30d': statsOf(
      11,
      '30d',
      '2026-03-09',
      '2026-03-10',
      THREE_DAYS.slice(2, 4).map(([, placement]) => ['2026-03-09', placement, 0, 0]),
    ),
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  expect(
    await within(await screen.findByRole('region', { name: 'Results' })).findByText(
      'No results yet for this period: your ad started on Mar 9, 2026.',
    ),
  ).toBeInTheDocument();
  expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
});

test('results that fail to load can be retried', async () => {
  const ad = storeAd({ id: 12 });
  serveStats({});
  const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

  const alert = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('alert');
  expect(alert).toHaveTextContent(
    'The results could not be loaded. Please check your connection and try again.',
  );
  serveStats({ '30d': statsOf(12, '30d', '2026-03-08', '2026-03-10', THREE_DAYS) });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await within(results()).findByRole('table')).toBeInTheDocument();
  expect(within(results()).queryByRole('alert')).not.toBeInTheDocument();
});

test.each(['PENDING', 'UNPAID', 'REJECTED'] as const)(
  'a %s ad, never shown yet, has no Results section',
  async (status) => {
    const ad = storeAd({ id: 13, status });
    renderAdsPage({ route: `/dashboard/ads/${ad.id}` });

    await screen.findByRole('img', { name: /^Banner of/ });
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    expect(log.calls()).toEqual(['GET /ads/13']);
  },
);

describe('Download CSV', () => {
  const CSV =
    '\uFEFFdate,ad id,ad title,placement,impressions,clicks,CTR\r\n2026-03-10,14,Spring,lobby,10,1,10.00%\r\n';
  const { saved, blobs } = recordSavedFiles();

  test('saves the CSV of the chosen period under the server’s name, busy until it has arrived', async () => {
    const ad = storeAd({ id: 14 });
    serveStats({
      '30d': statsOf(14, '30d', '2026-03-08', '2026-03-10', THREE_DAYS),
      run: statsOf(14, 'run', '2026-03-08', '2026-03-10', THREE_DAYS),
    });
    let answer = () => undefined as void;
    const wait = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/ads/:id/stats.csv'), async ({ request }) => {
        await log.record(request);
        await wait;
        return new HttpResponse(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="ad-14-whole-run.csv"',
          },
        });
      }),
    );
    const { user } = renderAdsPage({ route: `/dashboard/ads/${ad.id}` });
    await within(await screen.findByRole('region', { name: 'Results' })).findByRole('table');
    await user.click(within(results()).getByRole('button', { name: 'Whole run' }));

    await user.click(within(results()).getByRole('button', { name: 'Download CSV' }));

    const busy = within(results()).getByRole('button', { name: 'Downloading…' });
    expect(busy).toBeDisabled();
    answer();
    expect(await within(results()).findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'ad-14-whole-run.csv' }]);
    // Byte for byte, the byte order mark included (spreadsheets read the file as UTF-8 by it).
    expect(new Uint8Array(await new Response(blobs[0]).arrayBuffer())).toEqual(
      new Uint8Array(Buffer.from(CSV)),
    );
    const request = log.entries.find((entry) => entry.path === '/ads/14/stats.csv');
    expect(request?.search).toBe('?range=run');
  });

  test('a failed download is a toast in the user’s language, and the button comes back', async () => {
    const ad = storeAd({ id: 15 });
    serveStats({ '30d': statsOf(15, '30d', '2026-03-08', '2026-03-10', THREE_DAYS) });
    server.use(
      http.get(api('/ads/:id/stats.csv'), async () => {
        await delay(10);
        return errorResponse(500, 'INTERNAL');
      }),
    );
    const { user, services } = renderAdsPage({ route: `/dashboard/ads/${ad.id}`, language: 'ja' });
    await within(await screen.findByRole('region', { name: '実績' })).findByRole('table');

    await user.click(screen.getByRole('button', { name: 'CSVをダウンロード' }));

    await waitFor(() =>
      expect(services.toasts).toEqual([
        {
          kind: 'error',
          message: 'CSVのダウンロードに失敗しました。もう一度お試しください。',
          options: undefined,
        },
      ]),
    );
    expect(screen.getByRole('button', { name: 'CSVをダウンロード' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});

test('a day counted before hourly results is marked as a UTC day, and the page says why', async () => {
  const ad = storeAd({ id: 12, plan: 'LOBBIES' });
  serveStats({
    '30d': statsOf(12, '30d', '2026-03-09', '2026-03-10', [
      ['2026-03-09', 'lobby', 50, 1, 'utc'],
      ['2026-03-10', 'lobby', 20, 0],
    ]),
  });
  renderAdsPage({ route: `/dashboard/ads/${ad.id}` });
  const table = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('table', {
    name: 'Impressions and clicks per day (Asia/Tokyo)',
  });
  expect(within(table).getByRole('rowheader', { name: 'Mar 9, 2026 (UTC day)' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Mar 10, 2026' })).toBeInTheDocument();
  expect(within(results()).getByText(/Days marked “UTC day” were counted before/)).toBeInTheDocument();
});
