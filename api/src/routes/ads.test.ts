/** The /ads calls through HTTP, as owner and as stranger: applying (with every rule the server re-checks), reading,
 *  pausing, resuming, resubmitting, deleting, and every status move the advertiser may not make. */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { ads } from '../db/schema';
import { ApiErrorBodySchema, calculateEndDate, todayUtc, toUtcIso, type Ad } from 'shared-contracts';
import { AD_STATUSES, canTransition, AdListSchema, AdSchema } from 'shared-contracts/api';
import {
  applicationBody,
  applyForAd,
  buildAdTestApp,
  daysFromToday,
  findAd,
  insertAd,
  recordUpload,
  type AdTestApp,
} from '../testing/ad-factories';
import {
  findAdvertiser,
  signedInAdvertiser,
  createAgent,
  type SignedInAdvertiser,
} from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);
const adOf = (body: unknown): Ad => v.parse(AdSchema, body);

const apply = (owner: SignedInAdvertiser, overrides: Parameters<typeof applyForAd>[2] = {}) =>
  applyForAd(t.app, owner, overrides);

async function getOwn(owner: SignedInAdvertiser, id: number) {
  return adOf((await owner.agent.inject({ method: 'GET', url: `/api/ads/${id}` })).json());
}

describe('POST /api/ads', () => {
  test('creates an UNPAID ad with the end date computed on the server, and completes the profile', async () => {
    const owner = await signedInAdvertiser(t.app);
    const start = daysFromToday(7);
    const ok = await apply(owner, {
      name: 'Ren Ito',
      country: 'CA',
      region: 'BC',
      language: 'ja',
      duration: 2,
      endDate: toUtcIso(calculateEndDate(start, 2)),
    });
    expect(ok.statusCode).toBe(201);
    const ad = adOf(ok.json());
    expect(ad).toMatchObject({
      status: 'UNPAID',
      plan: 'LOBBIES',
      duration: 2,
      language: 'ja',
      clicks: 0,
      impressions: 0,
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, 2)),
      name: 'Ren Ito',
      country: 'CA',
      region: 'BC',
      rejectionReason: null,
    });
    // The stored end date is the server's own computation.
    expect((await findAd(t.app, ad.id))?.endDate).toBe(calculateEndDate(start, 2).toString());
    expect(await findAdvertiser(t.app, owner.advertiser.id)).toMatchObject({
      name: 'Ren Ito',
      country: 'CA',
      region: 'BC',
    });
  });

  test('an end date that is not the start plus the months is refused', async () => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, { endDate: toUtcIso(daysFromToday(400)) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).fields?.endDate).toBeDefined();
  });

  test('keeps the name and country an account already has', async () => {
    const owner = await signedInAdvertiser(t.app, { name: 'Aya Mori', country: 'US' });
    expect((await apply(owner, { name: 'Somebody Else', country: 'JP' })).statusCode).toBe(201);
    expect(await findAdvertiser(t.app, owner.advertiser.id)).toMatchObject({
      name: 'Aya Mori',
      country: 'US',
    });
  });

  test.each(['javascript:alert(1)', 'data:text/html,<b>hi</b>', 'ftp://files.example.com/a', 'not a url'])(
    'refuses the link URL %s',
    async (linkUrl) => {
      const owner = await signedInAdvertiser(t.app);
      const res = await apply(owner, { linkUrl });
      expect(res.statusCode).toBe(400);
      const body = errorOf(res.json());
      expect(body.fields?.linkUrl).toEqual({
        en: 'Please enter a valid URL starting with https://',
        ja: 'URLが正しくありません。https:// で始まるURLを入力してください',
      });
    },
  );

  test('stores the link normalised: the host in punycode and the path percent-encoded', async () => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, { linkUrl: ' https://例え.jp/パス?q=秋#展示 ' });
    expect(res.statusCode).toBe(201);
    const normalised = 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%E7%A7%8B#%E5%B1%95%E7%A4%BA';
    expect(adOf(res.json()).linkUrl).toBe(normalised);
    expect((await findAd(t.app, adOf(res.json()).id))?.linkUrl).toBe(normalised);
  });

  test.each([
    [
      'a line break',
      'https://gallery.example.com/x\r\nSet-Cookie: a=b',
      'The link cannot contain line breaks, tabs or other control characters',
    ],
    [
      'a tab',
      'https://gallery.example.com/\tautumn',
      'The link cannot contain line breaks, tabs or other control characters',
    ],
    [
      'a NUL character',
      'https://gallery.example.com/\u0000',
      'The link cannot contain line breaks, tabs or other control characters',
    ],
    [
      'a user name before the host',
      'https://localhost:3000@evil.example/',
      'The link cannot contain a user name or password (text before @ in the address)',
    ],
    [
      'backslashes',
      'http:\\\\evil.example',
      'Please use forward slashes (/) in the link, not backslashes (\\)',
    ],
    [
      'a scheme without its two slashes',
      'https:evil.example/',
      'Please enter a valid URL starting with https://',
    ],
  ])('refuses a link with %s, saying why', async (_label, linkUrl, message) => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, { linkUrl });
    expect(res.statusCode).toBe(400);
    const text = errorOf(res.json()).fields?.linkUrl;
    expect(text?.en).toBe(message);
    expect(text?.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(t.serverErrors).toEqual([]);
  });

  test.each([
    ['yesterday', -1],
    ['more than a month from today', 40],
  ])('refuses a start date %s', async (_label, days) => {
    const owner = await signedInAdvertiser(t.app);
    const start = daysFromToday(days);
    const res = await apply(owner, {
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, 3)),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).fields?.startDate?.en).toBe(
      'Please choose a start date between today and one month from today',
    );
  });

  test('accepts today as the start date', async () => {
    const owner = await signedInAdvertiser(t.app);
    const start = todayUtc();
    const res = await apply(owner, {
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, 3)),
    });
    expect(res.statusCode).toBe(201);
  });

  test.each([
    ['a plan that does not exist', { plan: 'GOLD' }, 'plan'],
    ['0 months', { duration: 0 }, 'duration'],
    ['13 months', { duration: 13 }, 'duration'],
    ['a status other than UNPAID', { status: 'ACTIVE' }, 'status'],
    ['Canada without a province', { country: 'CA', region: null }, 'region'],
    ['a country outside the list', { country: 'XX' }, 'country'],
  ])('refuses %s', async (_label, overrides, field) => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, overrides as Parameters<typeof applicationBody>[1]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).fields?.[field]).toBeDefined();
  });

  test('refuses an image the advertiser did not upload', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const theirs = await recordUpload(t.app, stranger.advertiser.id);
    for (const imageUrl of [
      theirs,
      'https://elsewhere.example.com/banner.png',
      'http://localhost:3000/api/files/made-up.png',
      // A NUL after a real key: PostgreSQL refuses it in a query, so it must not reach one (a 500 before).
      `${theirs}name\u0000x`,
    ]) {
      const res = await owner.agent.inject({
        method: 'POST',
        url: '/api/ads',
        payload: applicationBody(imageUrl),
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.json()).fields?.imageUrl?.en).toBe('Please upload an image file');
    }
  });

  test('takes a creative in the other language: its own uploaded banner and a title, checked like the first', async () => {
    const owner = await signedInAdvertiser(t.app);
    const second = await recordUpload(t.app, owner.advertiser.id);
    const ok = await apply(owner, {
      language: 'en',
      creativeLanguage: 'ja',
      secondCreative: { title: 'Autumn lobby', imageUrl: second },
    });
    expect(ok.statusCode).toBe(201);
    const ad = adOf(ok.json());
    expect(ad).toMatchObject({
      creativeLanguage: 'ja',
      secondCreative: { title: 'Autumn lobby', imageUrl: second },
    });
    expect(await getOwn(owner, ad.id)).toMatchObject({ secondCreative: { imageUrl: second } });

    // Without one: the interface language is the creative's, and there is no second.
    const plain = adOf((await apply(owner, { language: 'ja' })).json());
    expect(plain).toMatchObject({ creativeLanguage: 'ja', secondCreative: null });

    const stranger = await signedInAdvertiser(t.app);
    const theirs = await recordUpload(t.app, stranger.advertiser.id);
    const refused = await apply(owner, { secondCreative: { title: 'Autumn', imageUrl: theirs } });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.json()).fields?.['secondCreative.imageUrl']?.ja).toEqual(expect.any(String));
    for (const secondCreative of [
      { title: '', imageUrl: second },
      { title: 'x'.repeat(101), imageUrl: second },
      { title: 'Autumn', imageUrl: '' },
    ]) {
      const res = await apply(owner, { secondCreative });
      expect(res.statusCode).toBe(400);
    }
  });

  test('needs a session', async () => {
    const res = await createAgent(t.app).inject({
      method: 'POST',
      url: '/api/ads',
      payload: applicationBody('/api/files/x.png'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ads/advertiser and GET /api/ads/:id', () => {
  test('lists only one’s own ads, newest first', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const older = await insertAd(t.app, owner.advertiser.id, { title: 'Older' });
    const newer = await insertAd(t.app, owner.advertiser.id, { title: 'Newer' });
    await insertAd(t.app, stranger.advertiser.id, { title: 'Not mine' });
    const res = await owner.agent.inject({ method: 'GET', url: '/api/ads/advertiser' });
    expect(res.statusCode).toBe(200);
    expect(v.parse(AdListSchema, res.json()).map((ad) => ad.id)).toEqual([newer.id, older.id]);
  });

  test('reads one’s own ad; the status filter answers 404 when it does not match', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' });
    expect((await getOwn(owner, ad.id)).status).toBe('REJECTED');
    expect(
      (await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}?status=REJECTED` })).statusCode,
    ).toBe(200);
    const mismatch = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}?status=ACTIVE` });
    expect(mismatch.statusCode).toBe(404);
    expect(errorOf(mismatch.json()).code).toBe('NOT_FOUND');
    expect(
      (await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}?status=SOLD` })).statusCode,
    ).toBe(400);
  });

  test('another advertiser’s ad and a missing ad are both 404', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    expect((await stranger.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` })).statusCode).toBe(404);
    expect((await owner.agent.inject({ method: 'GET', url: '/api/ads/999999' })).statusCode).toBe(404);
    expect((await owner.agent.inject({ method: 'GET', url: '/api/ads/abc' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/ads/:id', () => {
  test('pauses an active ad and resumes it, sending the whole ad', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await getOwn(owner, (await insertAd(t.app, owner.advertiser.id)).id);
    const paused = await owner.agent.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}`,
      payload: { ...ad, status: 'PAUSED' },
    });
    expect(paused.statusCode).toBe(200);
    expect(adOf(paused.json()).status).toBe('PAUSED');
    const resumed = await owner.agent.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}`,
      payload: { ...ad, status: 'ACTIVE' },
    });
    expect(adOf(resumed.json()).status).toBe('ACTIVE');
  });

  test('a stranger cannot pause another advertiser’s ad (404, and nothing changes)', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const ad = await getOwn(owner, (await insertAd(t.app, owner.advertiser.id)).id);
    const res = await stranger.agent.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}`,
      payload: { ...ad, status: 'PAUSED' },
    });
    expect(res.statusCode).toBe(404);
    expect((await getOwn(owner, ad.id)).status).toBe('ACTIVE');
  });

  test('every status move the advertiser may not make is a 400 TRANSITION_NOT_ALLOWED in English and Japanese', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const from of AD_STATUSES) {
      const ad = await getOwn(
        owner,
        (await insertAd(t.app, owner.advertiser.id, { status: from, start: daysFromToday(3) })).id,
      );
      for (const to of AD_STATUSES) {
        if (canTransition(from, to, 'advertiser')) continue;
        const res = await owner.agent.inject({
          method: 'PATCH',
          url: `/api/ads/${ad.id}`,
          payload: { ...ad, status: to },
        });
        expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: 400 });
        const body = errorOf(res.json());
        expect(body.code).toBe('TRANSITION_NOT_ALLOWED');
        expect(body.ja).toBe('この広告のステータスはこの操作では変更できません。');
      }
      expect((await getOwn(owner, ad.id)).status).toBe(from);
    }
  });

  test('resubmits a rejected ad with new content; the end date follows the new start date', async () => {
    const owner = await signedInAdvertiser(t.app);
    const row = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED', duration: 2 });
    const ad = await getOwn(owner, row.id);
    const imageUrl = await recordUpload(t.app, owner.advertiser.id);
    const start = daysFromToday(10);
    const res = await owner.agent.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}`,
      payload: {
        ...ad,
        status: 'PENDING',
        title: 'Spring lobby',
        linkUrl: 'http://gallery.example.com/spring',
        imageUrl,
        startDate: toUtcIso(start),
        endDate: toUtcIso(daysFromToday(300)), // whatever the client says, the server computes it
        language: 'ja',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(adOf(res.json())).toMatchObject({
      status: 'PENDING',
      title: 'Spring lobby',
      linkUrl: 'http://gallery.example.com/spring',
      imageUrl,
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, 2)),
      language: 'ja',
      duration: 2,
      plan: 'LOBBIES',
      rejectionReason: null,
    });
  });

  test('a resubmission changes, keeps or removes the creative in the other language', async () => {
    const owner = await signedInAdvertiser(t.app);
    const row = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED', secondTitle: '冬' });
    const ad = await getOwn(owner, row.id);
    const resubmit = async (changes: Record<string, unknown>) =>
      owner.agent.inject({
        method: 'PATCH',
        url: `/api/ads/${ad.id}`,
        payload: { ...ad, status: 'PENDING', startDate: toUtcIso(daysFromToday(10)), ...changes },
      });
    // Absent: kept.
    const { secondCreative, ...withoutSecond } = ad;
    const kept = await owner.agent.inject({
      method: 'PATCH',
      url: `/api/ads/${ad.id}`,
      payload: { ...withoutSecond, status: 'PENDING', startDate: toUtcIso(daysFromToday(10)) },
    });
    expect(kept.statusCode).toBe(200);
    expect(adOf(kept.json()).secondCreative).toEqual(secondCreative);

    await t.app.db.update(ads).set({ status: 'REJECTED' }).where(eq(ads.id, ad.id));
    const banner = await recordUpload(t.app, owner.advertiser.id);
    const changed = await resubmit({ secondCreative: { title: '冬の展覧会', imageUrl: banner } });
    expect(changed.statusCode).toBe(200);
    expect(adOf(changed.json()).secondCreative).toEqual({ title: '冬の展覧会', imageUrl: banner });

    await t.app.db.update(ads).set({ status: 'REJECTED' }).where(eq(ads.id, ad.id));
    const removed = await resubmit({ secondCreative: null });
    expect(adOf(removed.json()).secondCreative).toBeNull();
  });

  test('a resubmitted link is stored normalised, and a misleading one is refused', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await getOwn(owner, (await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' })).id);
    const resubmit = (linkUrl: string) =>
      owner.agent.inject({
        method: 'PATCH',
        url: `/api/ads/${ad.id}`,
        payload: { ...ad, status: 'PENDING', startDate: toUtcIso(daysFromToday(5)), linkUrl },
      });
    const misleading = await resubmit('https://localhost:3000@evil.example/');
    expect(misleading.statusCode).toBe(400);
    expect(errorOf(misleading.json()).fields?.linkUrl?.ja).toBe(
      'リンクにユーザー名やパスワード（アドレス中の@より前の部分）は含められません',
    );
    const res = await resubmit('https://例え.jp/パス');
    expect(res.statusCode).toBe(200);
    expect(adOf(res.json()).linkUrl).toBe('https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9');
  });

  test('a resubmission must start after today and within a month, with one’s own image and a web link', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await getOwn(owner, (await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' })).id);
    const stranger = await signedInAdvertiser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: toUtcIso(todayUtc()) }, 'startDate'],
      [{ startDate: toUtcIso(daysFromToday(45)) }, 'startDate'],
      [
        {
          startDate: toUtcIso(daysFromToday(5)),
          imageUrl: await recordUpload(t.app, stranger.advertiser.id),
        },
        'imageUrl',
      ],
      [{ startDate: toUtcIso(daysFromToday(5)), linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    ];
    for (const [changes, field] of cases) {
      const res = await owner.agent.inject({
        method: 'PATCH',
        url: `/api/ads/${ad.id}`,
        payload: { ...ad, status: 'PENDING', ...changes },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.json()).fields?.[field]).toBeDefined();
    }
    expect((await getOwn(owner, ad.id)).status).toBe('REJECTED');
  });

  test('plan and duration cannot change, whatever the move', async () => {
    const owner = await signedInAdvertiser(t.app);
    const rejected = await getOwn(
      owner,
      (await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED' })).id,
    );
    const active = await getOwn(owner, (await insertAd(t.app, owner.advertiser.id)).id);
    const attempts = [
      { ...rejected, status: 'PENDING', startDate: toUtcIso(daysFromToday(5)), plan: 'COMPREHENSIVE' },
      { ...rejected, status: 'PENDING', startDate: toUtcIso(daysFromToday(5)), duration: 6 },
      { ...active, status: 'PAUSED', plan: 'EXHIBITIONS' },
    ];
    for (const payload of attempts) {
      const res = await owner.agent.inject({ method: 'PATCH', url: `/api/ads/${payload.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.json()).en).toBe('The plan and duration cannot be changed after submission.');
    }
    expect((await getOwn(owner, rejected.id)).status).toBe('REJECTED');
    expect((await getOwn(owner, active.id)).status).toBe('ACTIVE');
  });
});

describe('DELETE /api/ads/:id', () => {
  test('deletes one’s own ad in any status but ENDED', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of AD_STATUSES.filter((s) => s !== 'ENDED')) {
      const ad = await insertAd(t.app, owner.advertiser.id, { status });
      const res = await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toEqual({ en: 'Your ad has been deleted', ja: '広告を削除しました' });
      expect((await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` })).statusCode).toBe(404);
    }
  });

  test('an ended ad is not deletable', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'ENDED' });
    const res = await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await getOwn(owner, ad.id)).status).toBe('ENDED');
  });

  test('a stranger cannot delete another advertiser’s ad', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id);
    expect((await stranger.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` })).statusCode).toBe(
      404,
    );
    expect((await getOwn(owner, ad.id)).id).toBe(ad.id);
  });
});

describe('GET /api/openapi.json', () => {
  test('describes the ad, upload, file, checkout, serving and operator routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-api-key': 'portal-web-dev' },
    });
    const { paths } = v.parse(
      v.object({ paths: v.record(v.string(), v.record(v.string(), v.unknown())) }),
      res.json(),
    );
    const expected: [string, string][] = [
      ['/api/ads/advertiser', 'get'],
      ['/api/ads/{id}', 'get'],
      ['/api/ads/{id}', 'patch'],
      ['/api/ads/{id}', 'delete'],
      ['/api/ads', 'post'],
      ['/api/s3/', 'post'],
      ['/api/files/{key}', 'get'],
      ['/api/stripe/checkout/ad', 'post'],
      ['/api/stripe/webhook', 'post'],
      ['/api/checkout/test/{sessionId}', 'get'],
      ['/api/serve', 'get'],
      ['/api/click/{id}', 'get'],
      ['/api/operator/ads/pending', 'get'],
    ];
    const serve = JSON.stringify(paths['/api/serve']?.get);
    expect(serve).toContain('lang');
    expect(serve).toContain('the visitor’s language');
    for (const [path, method] of expected)
      expect({ path, method, described: Boolean(paths[path]?.[method]) }).toEqual({
        path,
        method,
        described: true,
      });
  });
});
