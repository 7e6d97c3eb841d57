/** "Run again" through POST /api/ads (product.md, Run again): an own ad that has been live is applied for again
 *  with its banner, from the day its run ends (today for an ended ad) up to a month later; the review desk shows
 *  the earlier ad; nobody runs another advertiser's ad or banner again, and an ad never live cannot be run again. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiErrorBodySchema, type Duration } from 'shared-contracts';
import { AdSchema, ReviewQueueSchema } from 'shared-contracts/api';
import { ads } from '../db/schema';
import {
  applicationBody,
  buildAdTestApp,
  daysFromToday,
  findAd,
  insertAd,
  type AdOverrides,
  type AdTestApp,
} from '../testing/ad-factories';
import { findAdvertiser, signedInAdvertiser, type SignedInAdvertiser } from '../testing/build-test-app';
import { enrolledOperator } from '../testing/operator-factories';
import { calculateEndDate, todayUtc, toUtcIso } from 'shared-contracts/dates';
import { Temporal } from 'temporal-polyfill';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

/** An ad of the owner that has been live, in `status`. */
async function liveAd(owner: SignedInAdvertiser, overrides: AdOverrides = {}) {
  const ad = await insertAd(t.app, owner.advertiser.id, {
    title: 'Spring lobby',
    plan: 'COMPREHENSIVE',
    ...overrides,
  });
  await t.app.db.update(ads).set({ wentLiveAt: new Date() }).where(eq(ads.id, ad.id));
  return ad;
}

function runAgain(
  owner: SignedInAdvertiser,
  previous: { id: number; imageUrl: string },
  start: Temporal.PlainDate,
  months: Duration = 1,
) {
  return owner.agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: applicationBody(previous.imageUrl, {
      previousAdId: previous.id,
      plan: 'COMPREHENSIVE',
      duration: months,
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, months)),
    }),
  });
}

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);

describe('POST /api/ads with previousAdId', () => {
  test('an ended ad runs again from today with its own banner, as a new UNPAID ad that names it', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ended = await liveAd(owner, { status: 'ENDED', start: todayUtc().subtract({ months: 1 }) });

    const res = await runAgain(owner, ended, todayUtc());

    expect(res.statusCode).toBe(201);
    const ad = v.parse(AdSchema, res.json());
    expect(ad).toMatchObject({ status: 'UNPAID', imageUrl: ended.imageUrl, startDate: toUtcIso(todayUtc()) });
    expect((await findAd(t.app, ad.id))?.previousAdId).toBe(ended.id);
    expect((await findAd(t.app, ended.id))?.status).toBe('ENDED');
  });

  test('a running ad runs again from the day its run ends, even beyond the application’s month', async () => {
    const owner = await signedInAdvertiser(t.app);
    const running = await liveAd(owner, { status: 'ACTIVE', duration: 3 });
    const dayAfterRun = Temporal.PlainDate.from(running.endDate);

    expect((await runAgain(owner, running, dayAfterRun)).statusCode).toBe(201);
    const tooLate = await runAgain(owner, running, dayAfterRun.add({ months: 1, days: 1 }));
    expect(tooLate.statusCode).toBe(400);
    expect(errorOf(tooLate.json()).fields).toHaveProperty('startDate');
  });

  test('another advertiser’s ad, or its banner, is refused and nothing is created', async () => {
    const owner = await signedInAdvertiser(t.app);
    const stranger = await signedInAdvertiser(t.app);
    const theirs = await liveAd(owner, { status: 'ENDED' });
    const mine = await liveAd(stranger, { status: 'ENDED' });

    const res = await runAgain(stranger, theirs, todayUtc());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).fields).toHaveProperty('previousAdId');
    const banner = await runAgain(stranger, { id: mine.id, imageUrl: theirs.imageUrl }, todayUtc());
    expect(banner.statusCode).toBe(400);
    expect(errorOf(banner.json()).fields).toHaveProperty('imageUrl');
    const list = await stranger.agent.inject({ method: 'GET', url: '/api/ads/advertiser' });
    expect(list.json()).toHaveLength(1);
  });

  test('an ad that was never live (rejected, unpaid or waiting) cannot be run again', async () => {
    const owner = await signedInAdvertiser(t.app);
    for (const status of ['REJECTED', 'UNPAID', 'PENDING'] as const) {
      const ad = await insertAd(t.app, owner.advertiser.id, { status });
      const res = await runAgain(owner, ad, todayUtc());
      expect({ status, code: res.statusCode }).toEqual({ status, code: 400 });
      expect(errorOf(res.json()).message).toMatch(/cannot be run again/);
    }
  });

  test('ticking the weekly results on the application turns the account’s weekly mail on', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ended = await liveAd(owner, { status: 'ENDED' });
    const res = await owner.agent.inject({
      method: 'POST',
      url: '/api/ads',
      payload: {
        ...applicationBody(ended.imageUrl, { previousAdId: ended.id, startDate: toUtcIso(todayUtc()) }),
        endDate: toUtcIso(calculateEndDate(todayUtc(), 3)),
        weeklyResults: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await findAdvertiser(t.app, owner.advertiser.id))?.weeklyResults).toBe(true);
  });

  test('the review desk shows the earlier, approved ad of a run again', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ended = await liveAd(owner, { status: 'ENDED' });
    const id = v.parse(AdSchema, (await runAgain(owner, ended, todayUtc())).json()).id;
    await t.app.db.update(ads).set({ status: 'PENDING' }).where(eq(ads.id, id));
    const operator = await enrolledOperator(t);

    const queue = v.parse(
      ReviewQueueSchema,
      (await operator.agent.inject({ method: 'GET', url: '/api/review/ads' })).json(),
    );

    expect(queue.ads.find((item) => item.id === id)?.previousAdId).toBe(ended.id);
    expect(queue.ads.find((item) => item.id !== id)?.previousAdId ?? null).toBeNull();
  });
});

test('the start date of an ordinary application is still held to its month', async () => {
  const owner = await signedInAdvertiser(t.app);
  const ad = await liveAd(owner, { status: 'ENDED' });
  const start = daysFromToday(40);
  const res = await owner.agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: applicationBody(ad.imageUrl, {
      startDate: toUtcIso(start),
      endDate: toUtcIso(calculateEndDate(start, 3)),
    }),
  });
  expect(res.statusCode).toBe(400);
});
