/** The exhibition system's calls through HTTP: one running ad per request for the right placement, impressions
 *  and clicks counted, redirects only to approved links, and nothing served outside an ad's dates. */
import * as v from 'valibot';
import { todayUtc } from 'shared-contracts';
import { ads } from '../db/schema';
import { buildAdTestApp, daysFromToday, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser } from '../testing/build-test-app';
import { ServedAdSchema } from './serve';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());
// Each test starts with no ads, so what is served is exactly what the test inserted.
beforeEach(async () => {
  await t.app.db.delete(ads);
});

const serve = (placement: string) =>
  t.app.inject({ method: 'GET', url: `/api/serve?placement=${placement}` });
const click = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/click/${id}` });

describe('GET /api/serve', () => {
  test('serves a running ad of a plan covering the placement, counting one impression each time, without the API key', async () => {
    const owner = await createAdvertiser(t.app);
    const lobby = await insertAd(t.app, owner.id, { plan: 'LOBBIES' });
    await insertAd(t.app, owner.id, { plan: 'EXHIBITIONS' });

    const res = await serve('lobby');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(v.parse(ServedAdSchema, res.json())).toEqual({
      id: lobby.id,
      imageUrl: lobby.imageUrl,
      clickUrl: `http://localhost:3000/api/click/${lobby.id}`,
    });
    await serve('lobby');
    expect((await findAd(t.app, lobby.id))?.impressions).toBe(2);
  });

  test('a comprehensive ad shows in both placements', async () => {
    const owner = await createAdvertiser(t.app);
    const both = await insertAd(t.app, owner.id, { plan: 'COMPREHENSIVE' });
    expect((await serve('lobby')).json().id).toBe(both.id);
    expect((await serve('exhibition')).json().id).toBe(both.id);
  });

  test('shares views among the running ads', async () => {
    const owner = await createAdvertiser(t.app);
    const first = await insertAd(t.app, owner.id, { plan: 'EXHIBITIONS' });
    const second = await insertAd(t.app, owner.id, { plan: 'COMPREHENSIVE' });
    const served = new Set<number>();
    for (let i = 0; i < 40; i += 1) served.add((await serve('exhibition')).json().id);
    expect(served).toEqual(new Set([first.id, second.id]));
    const total =
      ((await findAd(t.app, first.id))?.impressions ?? 0) +
      ((await findAd(t.app, second.id))?.impressions ?? 0);
    expect(total).toBe(40);
  });

  test('answers 204 when only ads that must not run exist', async () => {
    const owner = await createAdvertiser(t.app);
    for (const status of ['UNPAID', 'PENDING', 'PAUSED', 'ENDED', 'REJECTED'] as const)
      await insertAd(t.app, owner.id, { status });
    await insertAd(t.app, owner.id, { start: daysFromToday(3) }); // not started yet
    await insertAd(t.app, owner.id, { start: todayUtc().subtract({ months: 1 }) }); // ends today: already over
    const res = await serve('lobby');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  test.each(['', 'hall', 'LOBBY'])('a bad placement "%s" is a 400', async (placement) => {
    expect((await serve(placement)).statusCode).toBe(400);
  });
});

describe('GET /api/click/:id', () => {
  test('counts the click of a running ad and redirects to its link', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { linkUrl: 'https://gallery.example.com/autumn?from=banner' });
    const res = await click(ad.id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://gallery.example.com/autumn?from=banner');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await findAd(t.app, ad.id))?.clicks).toBe(1);
  });

  test('a paused or ended ad still leads to its approved link, without counting', async () => {
    const owner = await createAdvertiser(t.app);
    for (const status of ['PAUSED', 'ENDED'] as const) {
      const ad = await insertAd(t.app, owner.id, { status });
      expect((await click(ad.id)).statusCode).toBe(302);
      expect((await findAd(t.app, ad.id))?.clicks).toBe(0);
    }
  });

  test('an ad whose link was never approved, or an unknown id, is a 404', async () => {
    const owner = await createAdvertiser(t.app);
    for (const status of ['UNPAID', 'PENDING', 'REJECTED'] as const) {
      const ad = await insertAd(t.app, owner.id, { status, linkUrl: 'https://phishing.example.com/' });
      expect((await click(ad.id)).statusCode).toBe(404);
    }
    expect((await click(999999)).statusCode).toBe(404);
    expect((await click('abc')).statusCode).toBe(400);
  });

  test('a link stored before links were normalised is normalised on the way out', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { linkUrl: 'https://例え.jp/パス?q=秋' });
    const res = await click(ad.id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%E7%A7%8B');
    expect(t.serverErrors).toEqual([]);
  });

  test.each([
    ['a line break', 'https://gallery.example.com/x\r\nSet-Cookie: a=b'],
    ['a user name before the host', 'https://localhost:3000@evil.example/'],
    ['backslashes', 'http:\\\\evil.example'],
  ])('a stored link with %s is not followed: a 404, never a 500', async (_label, linkUrl) => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { linkUrl });
    const res = await click(ad.id);
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ en: 'Not found.', ja: '見つかりませんでした。' });
    expect(t.serverErrors).toEqual([]);
  });
});
