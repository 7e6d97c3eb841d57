/** The weekly results preference (product.md, Weekly results) through HTTP: off by default, changed only by its
 *  owner, and turned off without signing in by the signed link of a weekly mail: GET shows one button and changes
 *  nothing (mail scanners open links), POST unsubscribes, as the mail client's one-click POST of RFC 8058 does. A
 *  link stops working once the preference changes; a forged one, or one of a closed account, does nothing. */
import { eq } from 'drizzle-orm';
import { advertisers } from '../db/schema';
import { unsubscribeUrl } from '../services/ad-reminders';
import { unsubscribeToken } from '../services/unsubscribe-links';
import {
  buildTestApp,
  createAgent,
  findAdvertiser,
  signedInAdvertiser,
  type TestApp,
} from '../testing/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => expect(t.serverErrors).toEqual([]));

const PREFERENCES = '/api/advertisers/mail-preferences';

async function subscribed(language: 'en' | 'ja' = 'en') {
  const owner = await signedInAdvertiser(t.app, { language });
  const on = await owner.agent.inject({
    method: 'PATCH',
    url: PREFERENCES,
    payload: { weeklyResults: true },
  });
  expect(on.json()).toEqual({ weeklyResults: true });
  const row = await findAdvertiser(t.app, owner.advertiser.id);
  if (!row) throw new Error('no advertiser');
  return { owner, link: new URL(unsubscribeUrl(t.config, row)) };
}

const pathOf = (link: URL) => `${link.pathname}${link.search}`;
const weeklyOf = async (id: number) => (await findAdvertiser(t.app, id))?.weeklyResults;

describe('GET and PATCH /api/advertisers/mail-preferences', () => {
  test('the weekly mail is off until its owner turns it on, and a visitor can do neither', async () => {
    const owner = await signedInAdvertiser(t.app);
    expect((await owner.agent.inject({ method: 'GET', url: PREFERENCES })).json()).toEqual({
      weeklyResults: false,
    });
    await owner.agent.inject({ method: 'PATCH', url: PREFERENCES, payload: { weeklyResults: true } });
    expect((await owner.agent.inject({ method: 'GET', url: PREFERENCES })).json()).toEqual({
      weeklyResults: true,
    });

    const visitor = createAgent(t.app);
    expect((await visitor.inject({ method: 'GET', url: PREFERENCES })).statusCode).toBe(401);
    const refused = await visitor.inject({
      method: 'PATCH',
      url: PREFERENCES,
      payload: { weeklyResults: false },
    });
    expect(refused.statusCode).toBe(401);
    expect(await weeklyOf(owner.advertiser.id)).toBe(true);
  });

  test('a body that is not a boolean is a 400 in both languages', async () => {
    const owner = await signedInAdvertiser(t.app);
    const res = await owner.agent.inject({
      method: 'PATCH',
      url: PREFERENCES,
      payload: { weeklyResults: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ en: expect.any(String), ja: expect.any(String) });
  });
});

describe('/api/mail/unsubscribe', () => {
  test('the body link shows a button in the account’s language and changes nothing; the button unsubscribes', async () => {
    const { owner, link } = await subscribed('ja');

    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('配信を停止する');
    expect(await weeklyOf(owner.advertiser.id)).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('配信を停止しました');
    expect(await weeklyOf(owner.advertiser.id)).toBe(false);
  });

  test('a mail client’s one-click POST unsubscribes, and the same link keeps saying so', async () => {
    const { owner, link } = await subscribed();
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: pathOf(link),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    expect((await oneClick()).statusCode).toBe(200);
    expect(await weeklyOf(owner.advertiser.id)).toBe(false);
    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are unsubscribed');
  });

  test('a link expires once the preference changes: turned on again, the old link no longer turns it off', async () => {
    const { owner, link } = await subscribed();
    await owner.agent.inject({ method: 'PATCH', url: PREFERENCES, payload: { weeklyResults: false } });
    await owner.agent.inject({ method: 'PATCH', url: PREFERENCES, payload: { weeklyResults: true } });

    const res = await t.app.inject({ method: 'POST', url: pathOf(link) });

    expect(res.body).toContain('This link has expired');
    expect(await weeklyOf(owner.advertiser.id)).toBe(true);
  });

  test('a forged signature, or a link of a closed account, is not found and changes nothing', async () => {
    const { owner, link } = await subscribed();
    const forged = unsubscribeToken('another-key-of-at-least-32-characters!!', owner.advertiser.accountId, 1);
    const res = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${forged}` });
    expect(res.statusCode).toBe(404);
    expect(await weeklyOf(owner.advertiser.id)).toBe(true);

    await t.app.db
      .update(advertisers)
      .set({ closedAt: new Date() })
      .where(eq(advertisers.id, owner.advertiser.id));
    expect((await t.app.inject({ method: 'POST', url: pathOf(link) })).statusCode).toBe(404);
  });

  test('a token of the wrong shape is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mail/unsubscribe?token=nothing' });
    expect(res.statusCode).toBe(400);
  });
});
