/** The test clock (product.md, Mails about ads): absent unless TEST_CLOCK=true, refused in production; moving it
 *  runs the mails job at the new time, so a journey sees an ad's live mail at once; null brings the real time back. */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { ads } from '../db/schema';
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import { buildTestApp, createAdvertiser, createAgent, mailsTo } from '../testing/build-test-app';
import { Temporal } from 'temporal-polyfill';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp({ config: { testClock: true } });
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

test('moving the clock to an ad’s start day sends its live mail, and null brings the real time back', async () => {
  const owner = await createAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.id, { start: Temporal.PlainDate.from('2032-01-05') });
  await t.app.db.update(ads).set({ wentLiveAt: new Date() }).where(eq(ads.id, ad.id));

  const moved = await t.app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    payload: { now: '2032-01-05T09:00:00.000Z' },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ moved: true, now: expect.stringMatching(/^2032-01-05T09:00/) });
  expect((await mailsTo(t.app, owner.email)).map((mail) => mail.subject)).toEqual([
    'Your ad is live | Virtual Art Exhibition Advertising',
  ]);

  const back = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: null } });
  expect(back.json()).toMatchObject({ moved: false });
  expect(Math.abs(Date.parse(back.json<{ now: string }>().now) - Date.now())).toBeLessThan(60_000);
});

test('a time that is not an ISO timestamp is a 400', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: 'tomorrow' } });
  expect(res.statusCode).toBe(400);
});

test('without TEST_CLOCK the clock’s routes do not exist', async () => {
  const plain = await buildTestApp();
  try {
    const agent = createAgent(plain.app);
    expect((await agent.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

test('production refuses TEST_CLOCK=true at start', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(
    /TEST_CLOCK: must not be true in production/,
  );
});
