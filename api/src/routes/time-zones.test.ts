/** Results in the account's own time zone (decision 0118): the zone chosen at sign-up and in Account, checked by the
 *  server; serves and clicks written per UTC hour with the creative's language; daily figures built in the
 *  account's zone, so one click moves from one day to the next when the zone changes; the CSV names the zone in its
 *  header and its file name; days counted before hours stay UTC days, marked so. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { todayUtc } from 'shared-contracts';
import { AdStatsSchema, statsCsvColumns } from 'shared-contracts/api';
import { adDailyStats, adHourlyStats, ads } from '../db/schema';
import { findOpenAdvertiserByEmail } from '../repositories/advertisers';
import { flushCounts } from '../services/ad-counts';
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import {
  findAdvertiser,
  signedInAdvertiser,
  uniqueEmail,
  type SignedInAdvertiser,
} from '../testing/build-test-app';
import { accountSteps } from './account-test-steps';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.clock.set(null));

const { signUp } = accountSteps(() => t);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const setZone = (owner: SignedInAdvertiser, timeZone: unknown) =>
  owner.agent.inject({ method: 'PATCH', url: '/api/advertisers/time-zone', payload: { timeZone } });

async function statsOf(owner: SignedInAdvertiser, adId: number, query = '?range=7d') {
  const res = await owner.agent.inject({ method: 'GET', url: `/api/ads/${adId}/stats${query}` });
  expect(res.statusCode).toBe(200);
  return v.parse(AdStatsSchema, res.json());
}

async function signedUpZone(timeZone: unknown): Promise<string | undefined> {
  const email = uniqueEmail('zone');
  const res = await signUp(email, timeZone === undefined ? {} : { timeZone });
  expect(res.statusCode).toBe(201);
  const row = await findOpenAdvertiserByEmail(t.app.db, email);
  return row?.timeZone;
}

describe('the account’s time zone', () => {
  test('sign-up keeps the browser’s zone, and falls back to UTC for a missing or unknown one, never refusing', async () => {
    expect(await signedUpZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(await signedUpZone('America/Toronto')).toBe('America/Toronto');
    expect(await signedUpZone(undefined)).toBe('UTC');
    expect(await signedUpZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(await signedUpZone('+09:00')).toBe('UTC');
    expect(await signedUpZone(42)).toBe('UTC');
    expect(t.serverErrors).toEqual([]);
  });

  test('Account reads and changes it; an unknown zone is a 400 in both languages; signed out is a 401', async () => {
    const owner = await signedInAdvertiser(t.app);
    const read = await owner.agent.inject({ method: 'GET', url: '/api/advertisers/time-zone' });
    expect(read.json()).toEqual({ timeZone: 'UTC' });

    const changed = await setZone(owner, 'Asia/Tokyo');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await findAdvertiser(t.app, owner.advertiser.id))?.timeZone).toBe('Asia/Tokyo');

    for (const bad of ['Asia/Atlantis', '+09:00', '', 'x'.repeat(200), 7, null]) {
      const res = await setZone(owner, bad);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('タイムゾーン');
    }
    expect((await findAdvertiser(t.app, owner.advertiser.id))?.timeZone).toBe('Asia/Tokyo');
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: '/api/advertisers/time-zone',
      payload: { timeZone: 'UTC' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(t.serverErrors).toEqual([]);
  });
});

describe('hourly statistics', () => {
  test('a click at 23:30 UTC is written to its UTC hour with the creative’s language, and moves to the next day in Tokyo', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES', language: 'ja' });
    await t.app.db
      .update(ads)
      .set({ startDate: '2026-01-01', endDate: '2099-01-01' })
      .where(eq(ads.id, ad.id));
    // The click comes at 23:30 UTC yesterday: the API's clock counts it then (the test clock of the journeys).
    const yesterday = todayUtc().subtract({ days: 1 }).toString();
    const today = todayUtc().toString();
    t.app.clock.set(new Date(`${yesterday}T23:30:00Z`));
    t.app.adServer.invalidate();

    // Other tests' ads may run too: serve until this one comes (each ad gets its turn).
    let clickUrl: URL | null = null;
    for (let turn = 0; turn < 20 && !clickUrl; turn += 1) {
      const served = await t.app.inject({
        method: 'GET',
        url: '/api/serve?placement=lobby',
        headers: { 'user-agent': BROWSER },
        remoteAddress: '198.51.100.77',
      });
      expect(served.statusCode).toBe(200);
      const body = v.parse(v.object({ id: v.number(), clickUrl: v.string() }), served.json());
      if (body.id === ad.id) clickUrl = new URL(body.clickUrl);
    }
    if (!clickUrl) throw new Error('the ad was never served');
    const click = await t.app.inject({
      method: 'GET',
      url: `${clickUrl.pathname}${clickUrl.search}`,
      headers: { 'user-agent': BROWSER },
      remoteAddress: '198.51.100.78',
    });
    expect(click.statusCode).toBe(302);
    await t.app.adServer.counts.flush();

    const hours = await t.app.db.select().from(adHourlyStats).where(eq(adHourlyStats.adId, ad.id));
    expect(hours).toEqual([
      {
        adId: ad.id,
        hour: new Date(`${yesterday}T23:00:00Z`),
        placement: 'lobby',
        language: 'ja',
        impressions: 1,
        clicks: 1,
      },
    ]);

    const inUtc = await statsOf(owner, ad.id);
    expect(inUtc).toMatchObject({ timeZone: 'UTC' });
    expect(inUtc.days.filter((day) => day.clicks > 0)).toEqual([
      {
        date: yesterday,
        placement: 'lobby',
        impressions: 1,
        clicks: 1,
        byLanguage: { en: { impressions: 0, clicks: 0 }, ja: { impressions: 1, clicks: 1 } },
        utcDay: false,
      },
    ]);

    expect((await setZone(owner, 'Asia/Tokyo')).statusCode).toBe(200);
    const inTokyo = await statsOf(owner, ad.id);
    expect(inTokyo).toMatchObject({ timeZone: 'Asia/Tokyo' });
    // 23:30 UTC is 08:30 the next morning in Tokyo.
    expect(inTokyo.days.filter((day) => day.clicks > 0).map((day) => day.date)).toEqual([today]);

    const totals = await owner.agent.inject({ method: 'GET', url: '/api/ads/stats?range=7d' });
    expect(totals.json()).toMatchObject({
      timeZone: 'Asia/Tokyo',
      ads: [{ adId: ad.id, impressions: 1, clicks: 1 }],
    });

    const csv = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}/stats.csv?range=7d` });
    const tokyoToday = inTokyo.to;
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="ad-${ad.id}-${inTokyo.from}_${tokyoToday}-Asia_Tokyo.csv"`,
    );
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(statsCsvColumns('Asia/Tokyo').join(','));
    expect(lines[0]).toContain('date (Asia/Tokyo)');
    expect(lines.find((line) => line.startsWith(today))).toBe(
      `${today},Asia/Tokyo,${ad.id},${ad.title},lobby,1,1,100.00%,0,0,1,1`,
    );
    expect(lines.find((line) => line.startsWith(yesterday))).toBe(
      `${yesterday},Asia/Tokyo,${ad.id},${ad.title},lobby,0,0,0.00%,0,0,0,0`,
    );
  });

  test('in a zone behind UTC, the hours of one UTC day split over two local days', async () => {
    const owner = await signedInAdvertiser(t.app);
    await setZone(owner, 'America/Toronto');
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES' });
    await t.app.db
      .update(ads)
      .set({ startDate: '2026-01-01', endDate: '2099-01-01' })
      .where(eq(ads.id, ad.id));
    const day = todayUtc().subtract({ days: 2 }).toString();
    const before = todayUtc().subtract({ days: 3 }).toString();
    const at = (hour: string, impressions: number) => ({
      adId: ad.id,
      hour,
      placement: 'lobby' as const,
      creativeLanguage: 'en' as const,
      impressions,
      clicks: 0,
    });
    // Toronto is 4 or 5 hours behind UTC: 03:00Z is the evening before there, 06:00Z the morning of the same day.
    await flushCounts(t.app.db, {
      counts: [at(`${day}T03:00:00.000Z`, 5), at(`${day}T06:00:00.000Z`, 7)],
      clicks: [],
    });
    const days = (await statsOf(owner, ad.id)).days.filter((day) => day.impressions > 0);
    expect(days.map((day) => [day.date, day.impressions])).toEqual([
      [before, 5],
      [day, 7],
    ]);
  });

  test('days counted before hours are shown as their UTC days, marked so, in the CSV too', async () => {
    const owner = await signedInAdvertiser(t.app);
    await setZone(owner, 'Asia/Tokyo');
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES' });
    await t.app.db
      .update(ads)
      .set({ startDate: '2026-01-01', endDate: '2099-01-01' })
      .where(eq(ads.id, ad.id));
    const old = todayUtc().subtract({ days: 2 }).toString();
    await t.app.db
      .insert(adDailyStats)
      .values({ adId: ad.id, day: old, placement: 'lobby', impressions: 40, clicks: 2 });

    const day = (await statsOf(owner, ad.id)).days.find((each) => each.date === old);
    expect(day).toMatchObject({ impressions: 40, clicks: 2, utcDay: true });
    const csv = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}/stats.csv?range=7d` });
    expect(csv.body).toContain(`${old},UTC,${ad.id},`);
  });
});
