/** Results over time through HTTP, as the ad details page and the dashboard's export button call them: the days of
 *  a range with zeros and only the plan's placements, the owner only, and CSV files that spreadsheets read
 *  (byte-order mark, quoting of titles with commas, quotes, line breaks and Japanese, CTR with two decimals). */
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { AdStatsSchema, statsCsvColumns } from 'shared-contracts/api';
import { ads } from '../db/schema';
import { flushCounts, type HourlyCount } from '../services/ad-counts';
import {
  buildAdTestApp,
  daysFromToday,
  insertAd,
  type AdOverrides,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, type SignedInAdvertiser } from '../testing/build-test-app';
import { todayUtc } from 'shared-contracts/dates';
import { Temporal } from 'temporal-polyfill';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(ads);
});

const day = (date: Temporal.PlainDate) => date.toString();
const today = () => todayUtc();

/** One day's counts of one ad at one placement: [ad id, day, placement, impressions, clicks]. */
type CountRow = [number, Temporal.PlainDate, HourlyCount['placement'], number, number];

/** Counts written the way the ad server writes them (its flush), a row per ad, hour (noon UTC of the day),
 *  placement and creative language (English). */
async function record(...rows: CountRow[]) {
  const counts = rows.map(([adId, date, placement, impressions, clicks]) => ({
    adId,
    hour: `${day(date)}T12:00:00.000Z`,
    placement,
    creativeLanguage: 'en' as const,
    impressions,
    clicks,
  }));
  await flushCounts(t.app.db, { counts, clicks: [] });
}

async function anAd(owner: SignedInAdvertiser, overrides: AdOverrides = {}) {
  return insertAd(t.app, owner.advertiser.id, overrides);
}

const statsOf = (owner: SignedInAdvertiser, id: number, query = '') =>
  owner.agent.inject({ method: 'GET', url: `/api/ads/${id}/stats${query}` });

async function stats(owner: SignedInAdvertiser, id: number, query = '') {
  const res = await statsOf(owner, id, query);
  expect(res.statusCode).toBe(200);
  return v.parse(AdStatsSchema, res.json());
}

describe('GET /api/ads/:id/stats', () => {
  test('lists every day of the last 7 days with zeros, in the placement of a lobby plan, with their totals', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await anAd(owner, { plan: 'LOBBIES', start: daysFromToday(-20), duration: 2 });
    await record(
      [ad.id, daysFromToday(-2), 'lobby', 400, 5],
      [ad.id, today(), 'lobby', 100, 1],
      [ad.id, daysFromToday(-8), 'lobby', 999, 9],
    );

    const result = await stats(owner, ad.id, '?range=7d');
    expect(result).toMatchObject({
      adId: ad.id,
      range: '7d',
      from: day(daysFromToday(-6)),
      to: day(today()),
      totals: { impressions: 500, clicks: 6 },
    });
    expect(result.days.map((each) => each.date)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((offset) => day(daysFromToday(offset))),
    );
    expect(result.days.every((each) => each.placement === 'lobby')).toBe(true);
    expect(result.days[4]).toMatchObject({
      date: day(daysFromToday(-2)),
      placement: 'lobby',
      impressions: 400,
      clicks: 5,
    });
    expect(result.days[3]).toMatchObject({
      date: day(daysFromToday(-3)),
      placement: 'lobby',
      impressions: 0,
      clicks: 0,
    });
  });

  test('30 days by default; a comprehensive ad lists the lobby, then the exhibition, each day', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await anAd(owner, { plan: 'COMPREHENSIVE', start: daysFromToday(-40), duration: 3 });
    await record([ad.id, daysFromToday(-29), 'exhibition', 7, 0]);

    const result = await stats(owner, ad.id);
    expect(result.range).toBe('30d');
    expect(result.from).toBe(day(daysFromToday(-29)));
    expect(result.days).toHaveLength(60);
    expect(result.days.slice(0, 2)).toMatchObject([
      { date: day(daysFromToday(-29)), placement: 'lobby', impressions: 0, clicks: 0 },
      { date: day(daysFromToday(-29)), placement: 'exhibition', impressions: 7, clicks: 0 },
    ]);
  });

  test('the whole run: from the start date to the end date or today, whichever is first', async () => {
    const owner = await signedInAdvertiser(t.app);
    const running = await anAd(owner, { plan: 'EXHIBITIONS', start: daysFromToday(-4), duration: 1 });
    const runningStats = await stats(owner, running.id, '?range=run');
    expect(runningStats).toMatchObject({ from: day(daysFromToday(-4)), to: day(today()) });
    expect(runningStats.days).toHaveLength(5);

    const ended = await anAd(owner, {
      status: 'ENDED',
      start: today().subtract({ months: 1, days: 10 }),
      duration: 1,
    });
    const endedStats = await stats(owner, ended.id, '?range=run');
    expect(endedStats).toMatchObject({ from: ended.startDate, to: ended.endDate });

    const upcoming = await anAd(owner, { status: 'PENDING', start: daysFromToday(5) });
    expect(await stats(owner, upcoming.id, '?range=run')).toEqual({
      adId: upcoming.id,
      range: 'run',
      timeZone: 'UTC',
      from: day(daysFromToday(5)),
      to: day(today()),
      days: [],
      totals: { impressions: 0, clicks: 0 },
    });
  });

  test('another advertiser’s ad is a 404, like an unknown one; signed out is a 401; bad input a 400', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const ad = await anAd(owner);
    await record([ad.id, today(), 'lobby', 3, 0]);

    const res = await statsOf(stranger, ad.id);
    expect(res.statusCode).toBe(404); // not 403: a stranger should not learn that the ad exists
    expect(res.json()).toMatchObject({
      en: 'Not found.',
      ja: 'お探しの情報が見つかりませんでした。URLをご確認のうえ、もう一度お試しください。',
    });
    expect((await statsOf(stranger, ad.id, '.csv')).statusCode).toBe(404);
    expect((await statsOf(owner, 999_999)).statusCode).toBe(404);
    expect(
      (await createAgent(t.app).inject({ method: 'GET', url: `/api/ads/${ad.id}/stats` })).statusCode,
    ).toBe(401);
    expect((await statsOf(owner, ad.id, '?range=1y')).statusCode).toBe(400);
    expect((await statsOf(owner, 0)).statusCode).toBe(400);
    expect((await owner.agent.inject({ method: 'GET', url: '/api/ads/abc/stats' })).statusCode).toBe(400);
    expect(t.serverErrors).toEqual([]);
  });
});

/** A CSV row of an account in UTC whose counts are all of English creatives. */
function csvRow(
  date: string,
  adId: number,
  title: string,
  placement: string,
  impressions: number,
  clicks: number,
  ctr: string,
): string[] {
  return [date, 'UTC', String(adId), title, placement, String(impressions), String(clicks), ctr].concat([
    String(impressions),
    String(clicks),
    '0',
    '0',
  ]);
}

/** A CSV body as a spreadsheet reads it: a byte-order mark first, then the records. */
function csvRecords(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return v.parse(v.array(v.array(v.string())), parse(body, { bom: true }));
}

describe('GET /api/ads/stats', () => {
  test('each of one’s own ads’ clicks and impressions over the period only; an ad that ended weeks ago has none in the last 7 days', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const ended = await anAd(owner, { status: 'ENDED', start: daysFromToday(-60), duration: 1 });
    const running = await anAd(owner, { start: daysFromToday(-20), duration: 2 });
    const theirs = await anAd(stranger, { start: daysFromToday(-20), duration: 2 });
    await record(
      [ended.id, daysFromToday(-40), 'lobby', 900, 30],
      [running.id, daysFromToday(-15), 'lobby', 500, 9],
      [running.id, daysFromToday(-1), 'lobby', 200, 4],
      [theirs.id, daysFromToday(-1), 'lobby', 70, 7],
    );

    const week = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats?range=7d' });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual({
      range: '7d',
      timeZone: 'UTC',
      ads: expect.arrayContaining([
        { adId: ended.id, impressions: 0, clicks: 0 },
        { adId: running.id, impressions: 200, clicks: 4 },
      ]),
    });
    expect(week.json().ads).toHaveLength(2);

    const run = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats?range=run' });
    expect(run.json().ads).toEqual(
      expect.arrayContaining([
        { adId: ended.id, impressions: 900, clicks: 30 },
        { adId: running.id, impressions: 700, clicks: 13 },
      ]),
    );
    const bad = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats?range=year' });
    expect(bad.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/ads/stats' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('CSV exports', () => {
  test('one ad: a UTF-8 file named after the ad and the dates, quoting any title, CTR in percent', async () => {
    const owner = await signedInAdvertiser(t.app);
    const title = 'Autumn, "members" show\n秋の展示会';
    const ad = await anAd(owner, { plan: 'LOBBIES', title, start: daysFromToday(-10), duration: 1 });
    await record([ad.id, daysFromToday(-1), 'lobby', 2000, 25], [ad.id, today(), 'lobby', 3, 1]);

    const res = await statsOf(owner, ad.id, '.csv?range=7d');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ad-${ad.id}-${day(daysFromToday(-6))}_${day(today())}-UTC.csv"`,
    );
    expect(res.body).toContain('\r\n');
    const [header, ...rows] = csvRecords(res.body);
    expect(header).toEqual(statsCsvColumns('UTC'));
    expect(header?.[0]).toBe('date (UTC)');
    expect(rows).toHaveLength(7);
    expect(rows[5]).toEqual(csvRow(day(daysFromToday(-1)), ad.id, title, 'lobby', 2000, 25, '1.25%'));
    expect(rows[6]).toEqual(csvRow(day(today()), ad.id, title, 'lobby', 3, 1, '33.33%'));
    expect(rows[0]).toEqual(csvRow(day(daysFromToday(-6)), ad.id, title, 'lobby', 0, 0, '0.00%'));
  });

  test('a title that starts like a spreadsheet formula is written as text', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await anAd(owner, { title: '=HYPERLINK("https://evil.example","Click")' });
    const [, first] = csvRecords((await statsOf(owner, ad.id, '.csv?range=7d')).body);
    expect(first?.[3]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
  });

  test('all ads: every day and placement of each of one’s own ads, none of a stranger’s', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const lobby = await anAd(owner, { plan: 'LOBBIES', title: 'ロビー広告' });
    const both = await anAd(owner, { plan: 'COMPREHENSIVE', title: 'Both, everywhere' });
    const theirs = await insertAd(t.app, stranger.advertiser.id, { title: 'Not yours' });
    await record([both.id, today(), 'exhibition', 8, 2]);

    const res = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats.csv?range=7d' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="all-ads-${day(daysFromToday(-6))}_${day(today())}-UTC.csv"`,
    );
    const [, ...rows] = csvRecords(res.body);
    expect(rows).toHaveLength(7 + 14);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set([String(lobby.id), String(both.id)]));
    expect(rows.some((row) => row[2] === String(theirs.id))).toBe(false);
    expect(rows).toContainEqual(
      csvRow(day(today()), both.id, 'Both, everywhere', 'exhibition', 8, 2, '25.00%'),
    );
    expect(rows).toContainEqual(csvRow(day(today()), lobby.id, 'ロビー広告', 'lobby', 0, 0, '0.00%'));

    const run = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats.csv?range=run' });
    expect(run.headers['content-disposition']).toBe(
      `attachment; filename="all-ads-${day(today())}_${day(today())}-UTC.csv"`,
    );
  });

  test('the CSV routes are described in the OpenAPI document as text/csv', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-api-key': 'portal-web-dev' },
    });
    const paths = v.parse(v.record(v.string(), v.record(v.string(), v.unknown())), res.json().paths);
    for (const path of ['/api/ads/{id}/stats.csv', '/api/ads/stats.csv']) {
      expect(JSON.stringify(paths[path]?.get)).toContain('"text/csv"');
    }
    expect(JSON.stringify(paths['/api/ads/{id}/stats']?.get)).toContain('"application/json"');
  });
});
