/** The exhibition system's calls through HTTP: the running ads take turns for each placement, every serve carries a
 *  signed impression id, and impressions and clicks are counted honestly (a click once per valid impression,
 *  no bots, no address beyond its limit) in memory, then written per ad, UTC day and placement by the flush, on
 *  one instance or several, and when the app closes. */
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { AdSchema, AdStatsSchema, ServedAdSchema } from 'shared-contracts/api';
import { eq, sql } from 'drizzle-orm';
import { ads } from '../db/schema';
import { adTestAppForFile, buildAdTestApp, daysFromToday, findAd, insertAd } from '../testing/ad-factories';
import {
  buildTestCluster,
  signedInAdvertiser,
  testConfig,
  type SignedInAdvertiser,
} from '../testing/build-test-app';
import type { App } from '../http/types';
import { createCountBuffer, utcHour } from '../services/ad-counts';
import { todayUtc } from 'shared-contracts/dates';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(60_000);

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const LIMIT_PER_MINUTE = 5;
/** The list of running ads is read on every request here (no cache window), so each test sees its own ads. The tests
 *  flush the counts themselves: the timer's flush (every 5 s) would retry a kept batch behind a test's back on a slow
 *  machine, so it waits an hour here. */
const adServing = {
  ...testConfig().adServing,
  cacheSeconds: 0,
  countLimitPerMinute: LIMIT_PER_MINUTE,
  flushSeconds: 3600,
};

// Each test starts with no ads, so what is served is exactly what the test inserted.
const t = adTestAppForFile({ config: { adServing } }, { emptyEachTest: true });
afterEach(() => jest.restoreAllMocks());

/** Each test's visitors come from their own addresses, so the per-address limit of one test never meets another. */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

type Visit = { address?: string; userAgent?: string | null };
const headersOf = ({ userAgent = BROWSER }: Visit) => (userAgent === null ? {} : { 'user-agent': userAgent });

const serveOn = (app: App, placement: string, visit: Visit = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/serve?placement=${placement}`,
    headers: headersOf(visit),
    remoteAddress: visit.address ?? newAddress(),
  });
const serve = (placement: string, visit: Visit = {}) => serveOn(t.app, placement, visit);

/** The path and query of a served click address, as the exhibition page follows it. */
const clickPath = (clickUrl: string) => {
  const url = new URL(clickUrl);
  return `${url.pathname}${url.search}`;
};
const clickOn = (app: App, path: string, visit: Visit = {}) =>
  app.inject({
    method: 'GET',
    url: path,
    headers: headersOf(visit),
    remoteAddress: visit.address ?? newAddress(),
  });
const click = (path: string, visit: Visit = {}) => clickOn(t.app, path, visit);

async function served(placement: string, visit: Visit = {}) {
  const res = await serve(placement, visit);
  expect(res.statusCode).toBe(200);
  return v.parse(ServedAdSchema, res.json());
}

/** What the owner sees: the ad's totals, and its statistics for a range. */
async function ownerView(owner: SignedInAdvertiser, id: number, range = '7d') {
  const ad = v.parse(AdSchema, (await owner.agent.inject({ method: 'GET', url: `/api/ads/${id}` })).json());
  const stats = v.parse(
    AdStatsSchema,
    (await owner.agent.inject({ method: 'GET', url: `/api/ads/${id}/stats?range=${range}` })).json(),
  );
  return { ad, stats };
}

const flush = (app: App = t.app) => app.adServer.counts.flush();
const today = () => todayUtc().toString();

describe('GET /api/serve', () => {
  test('serves a running ad of a plan covering the placement with a signed impression id, without the API key', async () => {
    const owner = await signedInAdvertiser(t.app);
    const lobby = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES' });
    await insertAd(t.app, owner.advertiser.id, { plan: 'EXHIBITIONS' });

    const res = await serve('lobby');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = v.parse(ServedAdSchema, res.json());
    expect(body).toEqual({
      id: lobby.id,
      imageUrl: lobby.imageUrl,
      language: 'en',
      clickUrl: `http://localhost:3000/api/click/${lobby.id}?imp=${body.impressionId}`,
      impressionId: expect.stringMatching(/^[\w.-]{40,80}$/),
    });
    expect((await served('lobby')).impressionId).not.toBe(body.impressionId);
  });

  describe('a banner per language: ?lang=', () => {
    const serveIn = (placement: string, lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/serve?placement=${placement}&lang=${lang}`,
        headers: headersOf({}),
        remoteAddress: newAddress(),
      });
    const servedIn = async (placement: string, lang: string) => {
      const res = await serveIn(placement, lang);
      expect(res.statusCode).toBe(200);
      return v.parse(ServedAdSchema, res.json());
    };

    test('serves the creative in the visitor’s language; without lang, the primary one', async () => {
      const owner = await signedInAdvertiser(t.app);
      const ad = await insertAd(t.app, owner.advertiser.id, {
        creativeLanguage: 'en',
        secondTitle: 'Winter exhibition (Japanese)',
      });
      const secondBanner = (await findAd(t.app, ad.id))?.secondImageUrl;
      expect(secondBanner).toEqual(expect.any(String));
      expect(secondBanner).not.toBe(ad.imageUrl);

      const japanese = await servedIn('lobby', 'ja');
      expect(japanese).toMatchObject({ id: ad.id, imageUrl: secondBanner, language: 'ja' });
      const english = await servedIn('lobby', 'en');
      expect(english).toMatchObject({ id: ad.id, imageUrl: ad.imageUrl, language: 'en' });
      expect(await served('lobby')).toMatchObject({ imageUrl: ad.imageUrl, language: 'en' });
    });

    test('a Japanese primary creative with an English second one is served the other way round', async () => {
      const owner = await signedInAdvertiser(t.app);
      const ad = await insertAd(t.app, owner.advertiser.id, {
        language: 'ja',
        creativeLanguage: 'ja',
        secondTitle: 'Winter exhibition',
      });
      const secondBanner = (await findAd(t.app, ad.id))?.secondImageUrl;
      expect(await servedIn('lobby', 'ja')).toMatchObject({ imageUrl: ad.imageUrl, language: 'ja' });
      expect(await servedIn('lobby', 'en')).toMatchObject({ imageUrl: secondBanner, language: 'en' });
      expect(await served('lobby')).toMatchObject({ imageUrl: ad.imageUrl, language: 'ja' });
    });

    test('an ad with one creative serves it to visitors of either language, saying its language', async () => {
      const owner = await signedInAdvertiser(t.app);
      const ad = await insertAd(t.app, owner.advertiser.id, { language: 'ja', creativeLanguage: 'ja' });
      expect(await servedIn('lobby', 'en')).toMatchObject({ imageUrl: ad.imageUrl, language: 'ja' });
      expect(await servedIn('lobby', 'ja')).toMatchObject({ imageUrl: ad.imageUrl, language: 'ja' });
    });

    test('the impression id names the creative shown, and its click still counts', async () => {
      const owner = await signedInAdvertiser(t.app);
      const ad = await insertAd(t.app, owner.advertiser.id, { secondTitle: 'Second' });
      const shown = await servedIn('lobby', 'ja');
      expect(shown.impressionId.split('.')[2]).toBe('lj');
      expect((await servedIn('lobby', 'en')).impressionId.split('.')[2]).toBe('le');
      const res = await click(clickPath(shown.clickUrl));
      expect(res.statusCode).toBe(302);
      await t.app.adServer.counts.flush();
      expect((await findAd(t.app, ad.id))?.clicks).toBe(1);
    });

    test.each(['', 'fr', 'JA', 'ja,en', 'english'])('a bad lang "%s" is a 400', async (lang) => {
      const owner = await signedInAdvertiser(t.app);
      await insertAd(t.app, owner.advertiser.id, { secondTitle: 'Second' });
      expect((await serveIn('lobby', encodeURIComponent(lang))).statusCode).toBe(400);
    });
  });

  test('impressions are written at the flush, not per request, to the day and placement they happened in', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'COMPREHENSIVE' });
    for (const placement of ['lobby', 'lobby', 'exhibition']) await served(placement);
    expect((await findAd(t.app, ad.id))?.impressions).toBe(0);

    await flush();
    const { ad: totals, stats } = await ownerView(owner, ad.id);
    expect(totals.impressions).toBe(3);
    expect(stats.days.filter((day) => day.date === today())).toMatchObject([
      { date: today(), placement: 'lobby', impressions: 2, clicks: 0 },
      { date: today(), placement: 'exhibition', impressions: 1, clicks: 0 },
    ]);
  });

  test('the daily rollup: serves just before and after midnight UTC land on their own days', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES', start: daysFromToday(-3) });
    const midnight = Date.parse(`${today()}T00:00:00.000Z`);
    const now = jest.spyOn(Date, 'now').mockReturnValue(midnight - 1000);
    await served('lobby');
    await served('lobby');
    now.mockReturnValue(midnight + 1000);
    for (let i = 0; i < 3; i += 1) await served('lobby');
    now.mockRestore();
    await flush();

    const { ad: totals, stats } = await ownerView(owner, ad.id);
    const yesterday = daysFromToday(-1).toString();
    expect(stats.days.filter((day) => day.impressions > 0)).toMatchObject([
      { date: yesterday, placement: 'lobby', impressions: 2, clicks: 0 },
      { date: today(), placement: 'lobby', impressions: 3, clicks: 0 },
    ]);
    expect(totals.impressions).toBe(5);
  });

  test('a comprehensive ad shows in both placements', async () => {
    const owner = await signedInAdvertiser(t.app);
    const both = await insertAd(t.app, owner.advertiser.id, { plan: 'COMPREHENSIVE' });
    expect((await served('lobby')).id).toBe(both.id);
    expect((await served('exhibition')).id).toBe(both.id);
  });

  test('the running ads of a placement take turns: each gets an even share of 1,200 serves', async () => {
    const owner = await signedInAdvertiser(t.app);
    const exhibition = [
      await insertAd(t.app, owner.advertiser.id, { plan: 'EXHIBITIONS' }),
      await insertAd(t.app, owner.advertiser.id, { plan: 'COMPREHENSIVE' }),
      await insertAd(t.app, owner.advertiser.id, { plan: 'EXHIBITIONS' }),
    ];
    const lobbyOnly = await insertAd(t.app, owner.advertiser.id, { plan: 'LOBBIES' });
    const shares = new Map<number, number>();
    for (let i = 0; i < 1200; i += 1) {
      const { id } = await served('exhibition', { address: '203.0.113.9' });
      shares.set(id, (shares.get(id) ?? 0) + 1);
    }
    expect([...shares.keys()].sort()).toEqual(exhibition.map((ad) => ad.id).sort());
    for (const count of shares.values()) {
      expect(count).toBeGreaterThanOrEqual(400 * 0.85);
      expect(count).toBeLessThanOrEqual(400 * 1.15);
    }
    // The comprehensive ad shares the lobby evenly with the lobby-only ad too.
    const lobby = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      const { id } = await served('lobby', { address: '203.0.113.9' });
      lobby.set(id, (lobby.get(id) ?? 0) + 1);
    }
    expect(lobby.get(lobbyOnly.id)).toBe(100);
    expect(lobby.get(exhibition[1]?.id ?? 0)).toBe(100);
  });

  test('answers 204 when only ads that must not run exist', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['UNPAID', 'PENDING', 'PAUSED', 'ENDED', 'REJECTED'] as const)
      await insertAd(t.app, owner.advertiser.id, { status });
    await insertAd(t.app, owner.advertiser.id, { start: daysFromToday(3) }); // not started yet
    await insertAd(t.app, owner.advertiser.id, { start: todayUtc().subtract({ months: 1 }) }); // ends today: over
    const res = await serve('lobby');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  test.each(['', 'hall', 'LOBBY'])('a bad placement "%s" is a 400', async (placement) => {
    expect((await serve(placement)).statusCode).toBe(400);
  });

  test('bots are served but not counted', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ];
    for (const userAgent of bots) expect((await serve('lobby', { userAgent })).statusCode).toBe(200);
    // Without a user-agent header, light-my-request sends its own, a bot's.
    expect((await serve('lobby', { userAgent: null })).statusCode).toBe(200);
    await served('lobby');
    await flush();
    expect((await ownerView(owner, ad.id)).ad.impressions).toBe(1);
  });

  test('beyond the per-minute limit of one address, serves are answered but not counted; other addresses count', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const busy = newAddress();
    for (let i = 0; i < LIMIT_PER_MINUTE + 4; i += 1)
      expect((await serve('lobby', { address: busy })).statusCode).toBe(200);
    await served('lobby');
    await flush();
    expect((await ownerView(owner, ad.id)).ad.impressions).toBe(LIMIT_PER_MINUTE + 1);
  });
});

describe('GET /api/click/:id', () => {
  test('a click through the served address redirects to the link and counts once per impression', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, {
      linkUrl: 'https://gallery.example.com/autumn?from=banner',
    });
    const first = clickPath((await served('lobby')).clickUrl);
    for (let i = 0; i < 3; i += 1) {
      const res = await click(first);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://gallery.example.com/autumn?from=banner');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await flush();
    await click(first); // after the flush: the impression is already clicked in the database
    await click(clickPath((await served('lobby')).clickUrl));
    await flush();

    const { ad: totals, stats } = await ownerView(owner, ad.id);
    expect(totals).toMatchObject({ impressions: 2, clicks: 2 });
    expect(stats.days.find((day) => day.date === today())).toMatchObject({
      date: today(),
      placement: 'lobby',
      impressions: 2,
      clicks: 2,
    });
  });

  test('a click without an impression id, or with a forged, expired or another ad’s, redirects without counting', async () => {
    const owner = await signedInAdvertiser(t.app);
    // Running since yesterday, so an impression served two hours ago was served by a running ad at any hour (from
    // midnight to 2 am UTC, ads starting today were not running yet, and the serve answered 204).
    const start = todayUtc().subtract({ days: 1 });
    const ad = await insertAd(t.app, owner.advertiser.id, { plan: 'COMPREHENSIVE', start });
    const other = await insertAd(t.app, owner.advertiser.id, { plan: 'EXHIBITIONS', start });
    const { impressionId } = await served('lobby');
    const forged = `${impressionId.slice(0, -1)}${impressionId.endsWith('A') ? 'B' : 'A'}`;
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    jest.spyOn(Date, 'now').mockReturnValue(twoHoursAgo);
    const expired = (await served('lobby')).impressionId;
    jest.restoreAllMocks();
    // Two serves of the exhibition: each of its two ads once.
    const exhibition = [await served('exhibition'), await served('exhibition')];
    const ofTheOtherAd = exhibition.find((each) => each.id === other.id)?.impressionId;
    expect(ofTheOtherAd).toBeDefined();

    const queries = [
      '',
      '?imp=',
      `?imp=${forged}`,
      `?imp=${expired}`,
      '?imp=nonsense',
      `?imp=${'x'.repeat(5000)}`,
    ];
    for (const query of [...queries, `?imp=${ofTheOtherAd}`])
      expect((await click(`/api/click/${ad.id}${query}`)).statusCode).toBe(302);
    expect((await click(`/api/click/${other.id}?imp=${impressionId}`)).statusCode).toBe(302);
    await flush();
    expect((await ownerView(owner, ad.id)).ad.clicks).toBe(0);
    expect((await ownerView(owner, other.id)).ad.clicks).toBe(0);
    expect(t.serverErrors).toEqual([]);
  });

  test('clicks of bots or of an address beyond its limit redirect without counting', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const bot = clickPath((await served('lobby')).clickUrl);
    expect(
      (await click(bot, { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode,
    ).toBe(302);
    const busy = newAddress();
    const paths: string[] = [];
    for (let i = 0; i < LIMIT_PER_MINUTE + 3; i += 1) paths.push(clickPath((await served('lobby')).clickUrl));
    for (const path of paths) expect((await click(path, { address: busy })).statusCode).toBe(302);
    await flush();
    expect((await ownerView(owner, ad.id)).ad.clicks).toBe(LIMIT_PER_MINUTE);
  });

  test('a paused or ended ad still leads to its approved link, without counting', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['PAUSED', 'ENDED'] as const) {
      const ad = await insertAd(t.app, owner.advertiser.id, { status });
      expect((await click(`/api/click/${ad.id}`)).statusCode).toBe(302);
      await flush();
      expect((await findAd(t.app, ad.id))?.clicks).toBe(0);
    }
  });

  test('an ad whose link was never approved, or an unknown id, is a 404; an id that is no id a 400', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['UNPAID', 'PENDING', 'REJECTED'] as const) {
      const ad = await insertAd(t.app, owner.advertiser.id, {
        status,
        linkUrl: 'https://phishing.example.com/',
      });
      expect((await click(`/api/click/${ad.id}`)).statusCode).toBe(404);
    }
    expect((await click('/api/click/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '2147483648', '1.5'])
      expect((await click(`/api/click/${id}`)).statusCode).toBe(400);
    expect(t.serverErrors).toEqual([]);
  });

  test('a link stored before links were normalised is normalised on the way out', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { linkUrl: 'https://例え.jp/パス?q=秋' });
    const res = await click(`/api/click/${ad.id}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%E7%A7%8B');
    expect(t.serverErrors).toEqual([]);
  });

  test.each([
    ['a line break', 'https://gallery.example.com/x\r\nSet-Cookie: a=b'],
    ['a user name before the host', 'https://localhost:3000@evil.example/'],
    ['backslashes', 'http:\\\\evil.example'],
  ])('a stored link with %s is not followed: a 404, never a 500', async (_label, linkUrl) => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['ACTIVE', 'PAUSED'] as const) {
      const ad = await insertAd(t.app, owner.advertiser.id, { linkUrl, status });
      const res = await click(`/api/click/${ad.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toMatchObject({
        en: 'Not found.',
        ja: 'お探しの情報が見つかりませんでした。URLをご確認のうえ、もう一度お試しください。',
      });
    }
    expect(t.serverErrors).toEqual([]);
  });
});

describe('counting across instances and restarts', () => {
  test('two instances add up, and a click on one impression through both counts once', async () => {
    const cluster = await buildTestCluster({ size: 2, config: { adServing } });
    try {
      const [first, second] = cluster.instances.map((instance) => instance.app);
      if (!first || !second) throw new Error('two instances expected');
      const owner = await signedInAdvertiser(first);
      const ad = await insertAd(first, owner.advertiser.id);
      const servedHere = v.parse(ServedAdSchema, (await serveOn(first, 'lobby')).json());
      await serveOn(second, 'lobby');
      await serveOn(second, 'lobby');
      const path = clickPath(servedHere.clickUrl);
      await clickOn(first, path);
      await clickOn(second, path);
      await Promise.all([flush(first), flush(second)]);
      await clickOn(second, path);
      await flush(second);

      const { ad: totals, stats } = await ownerView(owner, ad.id);
      expect(totals).toMatchObject({ impressions: 3, clicks: 1 });
      expect(stats.totals).toEqual({ impressions: 3, clicks: 1 });
    } finally {
      await cluster.close();
    }
  });

  test('closing an instance writes the counts it still holds', async () => {
    const cluster = await buildTestCluster({ size: 2, config: { adServing } });
    try {
      const [staying, leaving] = cluster.instances;
      if (!staying || !leaving) throw new Error('two instances expected');
      const owner = await signedInAdvertiser(staying.app);
      const ad = await insertAd(staying.app, owner.advertiser.id);
      const { clickUrl } = v.parse(ServedAdSchema, (await serveOn(leaving.app, 'lobby')).json());
      await clickOn(leaving.app, clickPath(clickUrl));
      expect(leaving.app.adServer.counts.pending()).toEqual({ impressions: 1, clicks: 1 });

      await leaving.close();
      expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 1, clicks: 1 });
    } finally {
      await cluster.close();
    }
  });

  test('a failed flush keeps its counts, and the next one writes them once', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const { clickUrl } = await served('lobby');
    await click(clickPath(clickUrl));
    await t.app.db.execute(
      sql`alter table ad_hourly_stats add constraint refuse_everything check (false) not valid`,
    );
    try {
      await expect(flush()).rejects.toThrow();
    } finally {
      await t.app.db.execute(sql`alter table ad_hourly_stats drop constraint refuse_everything`);
    }
    expect(t.app.adServer.counts.pending()).toEqual({ impressions: 1, clicks: 1 });
    expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 0, clicks: 0 });

    await flush();
    await flush();
    const { ad: totals, stats } = await ownerView(owner, ad.id);
    expect(totals).toMatchObject({ impressions: 1, clicks: 1 });
    expect(stats.totals).toEqual({ impressions: 1, clicks: 1 });
  });

  test('a flush whose commit went through but whose answer was lost is not counted again when retried', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const { clickUrl } = await served('lobby');
    await served('lobby');
    await click(clickPath(clickUrl));
    const db = t.app.db;
    const commit = db.transaction.bind(db);
    jest.spyOn(db, 'transaction').mockImplementationOnce(async (work) => {
      await commit(work);
      throw new Error('Connection terminated unexpectedly');
    });
    await expect(flush()).rejects.toThrow('Connection terminated unexpectedly');
    // Written, but the instance cannot know: it keeps the batch to retry under its flush id.
    expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 2, clicks: 1 });
    expect(t.app.adServer.counts.pending()).toEqual({ impressions: 2, clicks: 1 });

    await served('lobby'); // counted while the outcome was unknown
    await flush();
    await flush();
    const { ad: totals, stats } = await ownerView(owner, ad.id);
    expect(totals).toMatchObject({ impressions: 3, clicks: 1 });
    expect(stats.totals).toEqual({ impressions: 3, clicks: 1 });
    expect(t.app.adServer.counts.pending()).toEqual({ impressions: 0, clicks: 0 });
  });

  test('a flush whose commit failed unanswered is written once when retried', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    const { clickUrl } = await served('lobby');
    await click(clickPath(clickUrl));
    const db = t.app.db;
    const commit = db.transaction.bind(db);
    // Every statement runs, then the transaction rolls back: what a commit refused at the last moment looks like.
    jest.spyOn(db, 'transaction').mockImplementationOnce((work) =>
      commit(async (tx) => {
        await work(tx);
        throw new Error('Connection terminated unexpectedly');
      }),
    );
    await expect(flush()).rejects.toThrow('Connection terminated unexpectedly');
    expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 0, clicks: 0 });

    await flush();
    await flush();
    expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 1, clicks: 1 });
  });

  test('counts the database refused for a day are given up, so a crash never loses more than a day', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    let now = Date.now();
    const buffer = createCountBuffer({ db: t.app.db, log: t.app.log, nowMs: () => now });
    buffer.impression(ad.id, 'lobby', utcHour(now), { creativeLanguage: 'en' });
    jest.spyOn(t.app.db, 'transaction').mockRejectedValue(new Error('the database is down'));
    await expect(buffer.flush()).rejects.toThrow('the database is down');
    now += 23 * 3600_000;
    buffer.impression(ad.id, 'lobby', utcHour(now), { creativeLanguage: 'en' });
    await expect(buffer.flush()).rejects.toThrow('the database is down');
    expect(buffer.pending()).toEqual({ impressions: 2, clicks: 0 });
    now += 3600_000;
    await expect(buffer.flush()).rejects.toThrow('the database is down');
    expect(buffer.pending()).toEqual({ impressions: 0, clicks: 0 });

    jest.restoreAllMocks();
    buffer.impression(ad.id, 'lobby', utcHour(now), { creativeLanguage: 'en' });
    await buffer.flush();
    expect((await ownerView(owner, ad.id)).ad.impressions).toBe(1);
  });
});

describe('changing IMPRESSION_SIGNING_KEY', () => {
  const OLD_KEY = 'old-impression-signing-key-'.padEnd(40, 'o');
  const NEW_KEY = 'new-impression-signing-key-'.padEnd(40, 'n');
  const UNKNOWN_KEY = 'not-a-secret-unknown-impression-key-'.padEnd(40, 'x');
  const withKeys = (signingKey: string, previousSigningKey?: string) => ({
    adServing: { ...adServing, signingKey, previousSigningKey },
  });

  test('after the key changes, an impression signed with the previous key still counts its click; one signed with an unknown key does not', async () => {
    // Instance 0 still runs the old key; instance 1 has been restarted with the new one, the old kept as previous;
    // instance 2 signs with a key nobody else knows.
    const cluster = await buildTestCluster({
      size: 3,
      config: { adServing },
      configs: [withKeys(OLD_KEY), withKeys(NEW_KEY, OLD_KEY), withKeys(UNKNOWN_KEY)],
    });
    try {
      const [before, after, stranger] = cluster.instances.map((instance) => instance.app);
      if (!before || !after || !stranger) throw new Error('three instances expected');
      const owner = await signedInAdvertiser(after);
      const ad = await insertAd(after, owner.advertiser.id);
      const servedBy = async (app: App) => v.parse(ServedAdSchema, (await serveOn(app, 'lobby')).json());
      const beforeTheChange = await servedBy(before);
      const afterTheChange = await servedBy(after);
      const unknown = await servedBy(stranger);
      for (const each of [beforeTheChange, afterTheChange, unknown])
        expect((await clickOn(after, clickPath(each.clickUrl))).statusCode).toBe(302);
      await Promise.all(cluster.instances.map((instance) => flush(instance.app)));

      expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 3, clicks: 2 });
      // Each id names its key, and the stranger's names one the rotated instance does not know.
      const keyIds = [beforeTheChange, afterTheChange, unknown].map(
        (each) => each.impressionId.split('.')[0],
      );
      expect(new Set(keyIds).size).toBe(3);
    } finally {
      await cluster.close();
    }
  });

  test('once the previous key is dropped, its impressions no longer count', async () => {
    const cluster = await buildTestCluster({
      size: 2,
      config: { adServing },
      configs: [withKeys(OLD_KEY), withKeys(NEW_KEY)],
    });
    try {
      const [before, after] = cluster.instances.map((instance) => instance.app);
      if (!before || !after) throw new Error('two instances expected');
      const owner = await signedInAdvertiser(after);
      const ad = await insertAd(after, owner.advertiser.id);
      const { clickUrl } = v.parse(ServedAdSchema, (await serveOn(before, 'lobby')).json());
      expect((await clickOn(after, clickPath(clickUrl))).statusCode).toBe(302);
      await Promise.all(cluster.instances.map((instance) => flush(instance.app)));
      expect((await ownerView(owner, ad.id)).ad).toMatchObject({ impressions: 1, clicks: 0 });
    } finally {
      await cluster.close();
    }
  });

  test('an impression id served before ids named their key still counts its click', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    // The id as the previous version issued it: ad, placement, issue time and nonce, signed with the same key.
    const body = `${ad.id}.l.${Math.floor(Date.now() / 1000).toString(36)}.${'n'.repeat(16)}`;
    const signature = createHmac('sha256', adServing.signingKey)
      .update(`impression:${body}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect((await click(`/api/click/${ad.id}?imp=${body}.${signature}`)).statusCode).toBe(302);
    await flush();
    expect((await ownerView(owner, ad.id)).ad.clicks).toBe(1);
  });
});

test('a paused ad leaves serving within the cache window, without a write or a read per request', async () => {
  const cached = await buildAdTestApp({ config: { adServing: { ...adServing, cacheSeconds: 1 } } });
  try {
    const owner = await signedInAdvertiser(cached.app);
    const ad = await insertAd(cached.app, owner.advertiser.id);
    expect((await serveOn(cached.app, 'lobby')).statusCode).toBe(200);
    await cached.app.db.update(ads).set({ status: 'PAUSED' }).where(eq(ads.id, ad.id));
    // Within the window the list in memory still has it.
    expect((await serveOn(cached.app, 'lobby')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await serveOn(cached.app, 'lobby')).statusCode).toBe(204);
  } finally {
    await cached.close();
  }
});
