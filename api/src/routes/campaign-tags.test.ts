/** Campaign tags through HTTP (product.md, Tracking links): an ad that has them is redirected with utm_source,
 *  utm_medium and utm_campaign added to its link, its own query and fragment kept; one without them goes to its link
 *  as it is; the campaign name is checked again on applying and on resubmitting, in both languages; the review desk
 *  and the ad itself carry the name. Nothing about the visitor ever enters the address. */
import * as v from 'valibot';
import { ApiErrorBodySchema, toUtcIso, type Ad } from 'shared-contracts';
import { AdSchema, ServedAdSchema, UTM_SOURCE } from 'shared-contracts/api';
import { ads } from '../db/schema';
import { applyForAd, adTestAppForFile, daysFromToday, findAd, insertAd } from '../testing/ad-factories';
import {
  signedInAdvertiser,
  testConfig,
  TEST_API_KEY,
  type SignedInAdvertiser,
} from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(60_000);

const adServing = { ...testConfig().adServing, cacheSeconds: 0 };

const t = adTestAppForFile({ config: { adServing } }, { emptyEachTest: true });

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);
const adOf = (body: unknown): Ad => v.parse(AdSchema, body);

let addresses = 0;
const click = (path: string) => {
  addresses += 1;
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    remoteAddress: `203.0.113.${addresses}`,
  });
};

/** Where a click on the banner sends the visitor, through the served click address. */
async function locationOfServedClick(): Promise<string | undefined> {
  const served = v.parse(ServedAdSchema, (await t.app.inject({ url: '/api/serve?placement=lobby' })).json());
  const url = new URL(served.clickUrl);
  const res = await click(`${url.pathname}${url.search}`);
  expect(res.statusCode).toBe(302);
  return res.headers.location as string | undefined;
}

describe('GET /api/click/:id with campaign tags', () => {
  test('without tags the link opens as it is', async () => {
    const owner = await signedInAdvertiser(t.app);
    await insertAd(t.app, owner.advertiser.id, { linkUrl: 'https://gallery.example.com/winter?ref=42' });
    expect(await locationOfServedClick()).toBe('https://gallery.example.com/winter?ref=42');
  });

  test('with tags the three parameters are added, and nothing else', async () => {
    const owner = await signedInAdvertiser(t.app);
    await insertAd(t.app, owner.advertiser.id, { campaignName: 'winter-2026' });
    const location = await locationOfServedClick();
    expect(location).toBe(
      'https://gallery.example.com/winter?utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=winter-2026',
    );
    const params = new URL(location ?? '').searchParams;
    expect([...params.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(params.get('utm_source')).toBe(UTM_SOURCE);
  });

  test('the link’s own query and fragment are kept as written; its utm_source, utm_medium and utm_campaign are replaced', async () => {
    const owner = await signedInAdvertiser(t.app);
    await insertAd(t.app, owner.advertiser.id, {
      linkUrl:
        'https://gallery.example.com/shop?q=a%20b&utm_source=newsletter&flag&utm_content=banner&utm_campaign=old#prices',
      campaignName: '秋の展覧会-2026',
    });
    expect(await locationOfServedClick()).toBe(
      'https://gallery.example.com/shop?q=a%20b&flag&utm_content=banner' +
        '&utm_source=virtual-art-exhibition&utm_medium=display' +
        '&utm_campaign=%E7%A7%8B%E3%81%AE%E5%B1%95%E8%A6%A7%E4%BC%9A-2026#prices',
    );
  });

  test('a paused or ended ad leads to its tagged link too; an unreviewed one still 404s', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['PAUSED', 'ENDED'] as const) {
      const ad = await insertAd(t.app, owner.advertiser.id, { status, campaignName: 'spring' });
      const res = await click(`/api/click/${ad.id}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(
        'https://gallery.example.com/winter?utm_source=virtual-art-exhibition&utm_medium=display&utm_campaign=spring',
      );
    }
    const pending = await insertAd(t.app, owner.advertiser.id, { status: 'PENDING', campaignName: 'spring' });
    expect((await click(`/api/click/${pending.id}`)).statusCode).toBe(404);
  });

  test('the redirect sets no cookie and the address carries nothing about the visitor', async () => {
    const owner = await signedInAdvertiser(t.app);
    await insertAd(t.app, owner.advertiser.id, { campaignName: 'winter' });
    const served = v.parse(
      ServedAdSchema,
      (await t.app.inject({ url: '/api/serve?placement=lobby' })).json(),
    );
    const url = new URL(served.clickUrl);
    const res = await click(`${url.pathname}${url.search}`);
    expect(res.headers['set-cookie']).toBeUndefined();
    const location = String(res.headers.location);
    expect(location).not.toContain(served.impressionId);
    expect(location).not.toContain('203.0.113.');
  });
});

const apply = (owner: SignedInAdvertiser, campaignName: unknown) =>
  applyForAd(t.app, owner, { campaignName });

describe('the campaign name, checked again by the API', () => {
  test('an application stores it trimmed; null or absent means no tags', async () => {
    const owner = await signedInAdvertiser(t.app);
    const tagged = await apply(owner, '  autumn_lobby.v2  ');
    expect(tagged.statusCode).toBe(201);
    expect(adOf(tagged.json()).campaignName).toBe('autumn_lobby.v2');
    expect((await findAd(t.app, adOf(tagged.json()).id))?.campaignName).toBe('autumn_lobby.v2');
    for (const none of [null, undefined]) {
      const res = await apply(owner, none);
      expect(res.statusCode).toBe(201);
      expect(adOf(res.json()).campaignName).toBeNull();
    }
  });

  test.each([
    [
      'spaces',
      'autumn lobby',
      'The campaign name can use only letters, numbers, hyphens (-), underscores (_) and full stops (.), without spaces',
      'キャンペーン名には文字、数字、ハイフン（-）、アンダースコア（_）、ピリオド（.）のみ使用できます（スペースは使用できません）',
    ],
    [
      'URL characters',
      'a&utm_source=evil',
      'The campaign name can use only letters, numbers, hyphens (-), underscores (_) and full stops (.), without spaces',
      'キャンペーン名には文字、数字、ハイフン（-）、アンダースコア（_）、ピリオド（.）のみ使用できます（スペースは使用できません）',
    ],
    ['nothing', '   ', 'Please enter your campaign name', 'キャンペーン名を入力してください'],
    [
      '61 characters',
      'a'.repeat(61),
      'Campaign name must be 60 characters or fewer',
      'キャンペーン名は60文字以内で入力してください',
    ],
  ])('refuses a name with %s, saying why in both languages', async (_label, campaignName, en, ja) => {
    const owner = await signedInAdvertiser(t.app);
    const res = await apply(owner, campaignName);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).fields?.campaignName).toEqual({ en, ja });
  });

  test('a number or an object is a 400, never a 500', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const campaignName of [42, { a: 1 }, ['x'], true, 'a\u0000b', '\udfff'])
      expect((await apply(owner, campaignName)).statusCode).toBe(400);
    expect(t.serverErrors).toEqual([]);
  });

  test('a resubmission may change the tags or turn them off; leaving them out keeps them', async () => {
    const owner = await signedInAdvertiser(t.app);
    const row = await insertAd(t.app, owner.advertiser.id, { status: 'REJECTED', campaignName: 'first' });
    /** Resubmits the ad as the form does (the whole ad with its changes), rejecting it again first. */
    const resubmit = async (changes: Partial<Ad>, leaveOut: keyof Ad | null = null) => {
      await t.app.db.update(ads).set({ status: 'REJECTED' });
      const current: Partial<Ad> = adOf(
        (await owner.agent.inject({ method: 'GET', url: `/api/ads/${row.id}` })).json(),
      );
      if (leaveOut) delete current[leaveOut];
      return owner.agent.inject({
        method: 'PATCH',
        url: `/api/ads/${row.id}`,
        payload: { ...current, status: 'PENDING', startDate: toUtcIso(daysFromToday(5)), ...changes },
      });
    };
    const changed = await resubmit({ campaignName: 'second' });
    expect(changed.statusCode).toBe(200);
    expect(adOf(changed.json()).campaignName).toBe('second');

    const kept = await resubmit({}, 'campaignName');
    expect(kept.statusCode).toBe(200);
    expect(adOf(kept.json()).campaignName).toBe('second');

    const off = await resubmit({ campaignName: null });
    expect(off.statusCode).toBe(200);
    expect(adOf(off.json()).campaignName).toBeNull();

    const refused = await resubmit({ campaignName: 'two words' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.json()).fields?.campaignName?.ja).toBe(
      'キャンペーン名には文字、数字、ハイフン（-）、アンダースコア（_）、ピリオド（.）のみ使用できます（スペースは使用できません）',
    );
  });
});

test('the OpenAPI document describes the campaign name and the tagged redirect', async () => {
  const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'x-api-key': TEST_API_KEY } });
  const doc = res.json();
  const body = doc.paths['/api/ads'].post.requestBody.content['application/json'].schema;
  expect(JSON.stringify(body.properties.campaignName)).toContain('utm_source=virtual-art-exhibition');
  expect(doc.paths['/api/click/{id}'].get.summary).toContain('utm_campaign');
});
