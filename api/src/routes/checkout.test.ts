/** Paying for an ad through HTTP: opening a checkout (only for one's own unpaid ad, priced by the server with
 *  Canadian sales tax), the test checkout page, Pay and Cancel, and Stripe's signed webhook, each completing once. */
import Stripe from 'stripe';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { ApiErrorBodySchema, formatDate } from 'shared-contracts';
import { CheckoutResponseSchema } from 'shared-contracts/api';
import { payments } from '../db/schema';
import { completePayment } from '../services/payments';
import {
  buildAdTestApp,
  daysFromToday,
  findAd,
  insertAd,
  type AdOverrides,
  type AdTestApp,
} from '../testing/ad-factories';
import {
  createAgent,
  signedInAdvertiser,
  type AdvertiserOverrides,
  type SignedInAdvertiser,
} from '../testing/build-test-app';
import { Temporal } from 'temporal-polyfill';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);
const SUCCESS = 'http://localhost:3000/dashboard?checkout_status=success';
const FAILED = 'http://localhost:3000/dashboard?checkout_status=failed';

async function unpaidAd(overrides: AdOverrides = {}, advertiser: AdvertiserOverrides = {}) {
  const owner = await signedInAdvertiser(t.app, advertiser);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'UNPAID',
    duration: 3,
    start: daysFromToday(7),
    ...overrides,
  });
  return { owner, ad };
}

function checkout(owner: SignedInAdvertiser, body: Record<string, unknown>) {
  return owner.agent.inject({ method: 'POST', url: '/api/stripe/checkout/ad', payload: body });
}

/** Opens a checkout and answers the path of its page on the API. */
async function openCheckout(
  owner: SignedInAdvertiser,
  ad: { id: number; plan: string; duration: number },
): Promise<string> {
  const res = await checkout(owner, {
    plan: ad.plan,
    duration: ad.duration,
    userId: owner.advertiser.id,
    adId: ad.id,
  });
  expect(res.statusCode).toBe(200);
  return new URL(v.parse(CheckoutResponseSchema, res.json()).url).pathname;
}

const paymentsOf = (adId: number) => t.app.db.select().from(payments).where(eq(payments.adId, adId));
const post = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('POST /api/stripe/checkout/ad', () => {
  test('opens a test checkout for one’s own unpaid ad and records its price', async () => {
    const { owner, ad } = await unpaidAd();
    const path = await openCheckout(owner, ad);
    expect(path).toMatch(/^\/api\/checkout\/test\/tc_[\w-]{32}$/);
    const [payment] = await paymentsOf(ad.id);
    expect(payment).toMatchObject({
      provider: 'test-checkout',
      providerSessionId: path.split('/').pop(),
      status: 'OPEN',
      plan: 'LOBBIES',
      duration: 3,
      subtotalCents: 9600,
      taxCents: 0,
      totalCents: 9600,
      taxRegion: null,
      advertiserId: owner.advertiser.id,
    });
  });

  test('adds the sales tax of the advertiser’s Canadian province', async () => {
    const { owner, ad } = await unpaidAd(
      { plan: 'COMPREHENSIVE', duration: 2, country: 'CA', region: 'QC' },
      { country: 'CA', region: 'QC' },
    );
    const path = await openCheckout(owner, ad);
    const [payment] = await paymentsOf(ad.id);
    // 2 × $72 = $144.00; GST 5% + QST 9.975% = $21.564 → $21.56.
    expect(payment).toMatchObject({
      subtotalCents: 14400,
      taxCents: 2156,
      totalCents: 16556,
      taxRegion: 'QC',
    });
    const page = await t.app.inject({ method: 'GET', url: `${path}?lang=en` });
    expect(page.body).toContain('Sales tax (GST 5% + QST 9.975%)');
    expect(page.body).toContain('$165.56');
  });

  test('another advertiser’s ad, or another advertiser’s id, is a 404', async () => {
    const { owner, ad } = await unpaidAd();
    const stranger = await signedInAdvertiser(t.app);
    const theirs = await checkout(stranger, {
      plan: ad.plan,
      duration: ad.duration,
      userId: stranger.advertiser.id,
      adId: ad.id,
    });
    expect(theirs.statusCode).toBe(404);
    const posing = await checkout(stranger, {
      plan: ad.plan,
      duration: ad.duration,
      userId: owner.advertiser.id,
      adId: ad.id,
    });
    expect(posing.statusCode).toBe(404);
    expect(await paymentsOf(ad.id)).toHaveLength(0);
  });

  test('an ad that is not unpaid cannot be paid again', async () => {
    const { owner, ad } = await unpaidAd({ status: 'PENDING' });
    const res = await checkout(owner, {
      plan: ad.plan,
      duration: ad.duration,
      userId: owner.advertiser.id,
      adId: ad.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('TRANSITION_NOT_ALLOWED');
  });

  test('the plan and months must be the ad’s own', async () => {
    const { owner, ad } = await unpaidAd();
    for (const body of [
      { plan: 'COMPREHENSIVE', duration: ad.duration },
      { plan: ad.plan, duration: 12 },
    ]) {
      const res = await checkout(owner, { ...body, userId: owner.advertiser.id, adId: ad.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.json()).en).toBe('The plan and duration cannot be changed after submission.');
    }
    const amount = await checkout(owner, {
      plan: ad.plan,
      duration: 13,
      userId: owner.advertiser.id,
      adId: ad.id,
    });
    expect(amount.statusCode).toBe(400);
  });

  test('needs a session', async () => {
    const res = await createAgent(t.app).inject({
      method: 'POST',
      url: '/api/stripe/checkout/ad',
      payload: { plan: 'LOBBIES', duration: 1, userId: 1, adId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the test checkout page', () => {
  test('shows the order in the advertiser’s language with Pay and Cancel forms, without the API key', async () => {
    const { owner, ad } = await unpaidAd({ title: 'Lobby banner', language: 'ja' }, { language: 'ja' });
    const path = await openCheckout(owner, ad);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(page.body).toContain('<html lang="ja">');
    for (const text of [
      '安全なお支払い',
      'ロビープラン',
      '3\u00a0ヶ月',
      '$96',
      'Lobby banner',
      'テストモード',
    ])
      expect(page.body).toContain(text);
    expect(page.body).toContain(`<form method="post" action="${path}/pay">`);
    expect(page.body).toContain(`<form method="post" action="${path}/cancel">`);

    const english = await t.app.inject({ method: 'GET', url: `${path}?lang=en` });
    for (const text of ['Secure checkout', 'Lobbies Plan', '3 months', 'Subtotal', 'Total due'])
      expect(english.body).toContain(text);
    // The run it pays for, start and end, in each language.
    const start = Temporal.PlainDate.from(ad.startDate);
    const end = Temporal.PlainDate.from(ad.endDate);
    for (const text of ['Start date', formatDate(start, 'en'), 'End date', formatDate(end, 'en')])
      expect(english.body).toContain(text);
    for (const text of ['掲載開始日', formatDate(start, 'ja'), '掲載終了日', formatDate(end, 'ja')])
      expect(page.body).toContain(text);
  });

  test('an unknown or malformed session is a 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/checkout/test/tc_${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/test/..%2Fadmin' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/checkout/test/tc_${'b'.repeat(32)}/pay`)).statusCode).toBe(404);
  });
});

describe('paying and cancelling', () => {
  test('Pay moves the ad to PENDING once: paying twice is one transition', async () => {
    const { owner, ad } = await unpaidAd();
    const path = await openCheckout(owner, ad);
    const first = await post(`${path}/pay`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(SUCCESS);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    const [paid] = await paymentsOf(ad.id);
    expect(paid?.status).toBe('COMPLETED');

    const second = await post(`${path}/pay`);
    expect(second.headers.location).toBe(SUCCESS);
    const [again] = await paymentsOf(ad.id);
    expect(again?.completedAt).toEqual(paid?.completedAt);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('already been paid');
  });

  test('completePayment reports a repeated completion and moves nothing', async () => {
    const { owner, ad } = await unpaidAd();
    const sessionId = (await openCheckout(owner, ad)).split('/').pop() ?? '';
    expect(await completePayment(t.app.db, sessionId)).toEqual({ outcome: 'completed', adMoved: true });
    expect(await completePayment(t.app.db, sessionId)).toEqual({
      outcome: 'already-completed',
      adMoved: false,
    });
    expect(await completePayment(t.app.db, 'tc_unknown')).toEqual({ outcome: 'unknown', adMoved: false });
  });

  test('Cancel leaves the ad unpaid, returns with checkout_status=failed, and closes the page', async () => {
    const { owner, ad } = await unpaidAd();
    const path = await openCheckout(owner, ad);
    const res = await post(`${path}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(FAILED);
    expect((await post(`${path}/pay`)).headers.location).toBe(FAILED);
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('no longer open');
  });

  test('a new checkout closes the older one, so the ad is paid only through the newest', async () => {
    const { owner, ad } = await unpaidAd();
    const older = await openCheckout(owner, ad);
    const newer = await openCheckout(owner, ad);
    expect((await post(`${older}/pay`)).headers.location).toBe(FAILED);
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
    expect((await post(`${newer}/pay`)).headers.location).toBe(SUCCESS);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.adId, ad.id), eq(payments.status, 'COMPLETED')));
    expect(rows).toHaveLength(1);
  });

  test('an ad deleted before paying cannot be paid', async () => {
    const { owner, ad } = await unpaidAd();
    const path = await openCheckout(owner, ad);
    await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    expect((await post(`${path}/pay`)).headers.location).toBe(FAILED);
  });
});

describe('POST /api/stripe/webhook', () => {
  const secret = 'whsec_test_portal';
  let s: AdTestApp;
  beforeAll(async () => {
    s = await buildAdTestApp({ config: { stripe: { secretKey: 'sk_test_portal', webhookSecret: secret } } });
  });
  afterAll(() => s.close());

  async function stripePayment() {
    const owner = await signedInAdvertiser(s.app);
    const ad = await insertAd(s.app, owner.advertiser.id, { status: 'UNPAID', start: daysFromToday(7) });
    const sessionId = `cs_test_${ad.id}_${Date.now()}`;
    await s.app.db.insert(payments).values({
      adId: ad.id,
      advertiserId: owner.advertiser.id,
      provider: 'stripe',
      providerSessionId: sessionId,
      plan: ad.plan,
      duration: ad.duration,
      subtotalCents: 3200,
      totalCents: 3200,
    });
    return { ad, sessionId };
  }

  function event(type: string, sessionId: string) {
    return JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
  }

  function deliver(payload: string, signature: string) {
    return s.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  const signed = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

  test('a wrong or missing signature is refused and changes nothing', async () => {
    const { ad, sessionId } = await stripePayment();
    const payload = event('checkout.session.completed', sessionId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    // Signed, then altered: the signature covers the exact bytes.
    expect((await deliver(payload.replace('paid', 'paid '), signed(payload))).statusCode).toBe(400);
    const unsigned = await s.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await findAd(s.app, ad.id))?.status).toBe('UNPAID');
  });

  test('a signed completion moves the ad to PENDING once, even delivered twice', async () => {
    const { ad, sessionId } = await stripePayment();
    const payload = event('checkout.session.completed', sessionId);
    const first = await deliver(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await findAd(s.app, ad.id))?.status).toBe('PENDING');
    expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    const rows = await s.app.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    expect(rows.map((row) => row.status)).toEqual(['COMPLETED']);
  });

  test('an expired session is recorded; other events are acknowledged and ignored', async () => {
    const { ad, sessionId } = await stripePayment();
    const expired = event('checkout.session.expired', sessionId);
    expect((await deliver(expired, signed(expired))).statusCode).toBe(200);
    const [row] = await s.app.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    expect(row?.status).toBe('EXPIRED');
    const other = event('customer.created', sessionId);
    expect((await deliver(other, signed(other))).statusCode).toBe(200);
    expect((await findAd(s.app, ad.id))?.status).toBe('UNPAID');
  });

  test('the test checkout pages do not exist when Stripe is the provider', async () => {
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/checkout/test/tc_${'c'.repeat(32)}` })).statusCode,
    ).toBe(404);
  });

  test('without Stripe there is no webhook', async () => {
    const payload = event('checkout.session.completed', 'cs_x');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/stripe/checkout/ad with a new start date', () => {
  const windowText = {
    en: 'Please choose a start date between today and one month from today',
    ja: '開始日は本日から1ヶ月後までの日付を選択してください',
  };
  const bodyFor = (owner: SignedInAdvertiser, ad: { id: number; plan: string; duration: number }) => ({
    plan: ad.plan,
    duration: ad.duration,
    userId: owner.advertiser.id,
    adId: ad.id,
  });

  test('an ad whose start date is past is refused without a new date, and nothing opens', async () => {
    const { owner, ad } = await unpaidAd({ start: daysFromToday(-3) });
    const res = await checkout(owner, bodyFor(owner, ad));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({ code: 'VALIDATION', fields: { startDate: windowText } });
    expect(await paymentsOf(ad.id)).toEqual([]);
  });

  test('a valid new start date opens the checkout and moves the ad’s start and end dates', async () => {
    const { owner, ad } = await unpaidAd({ start: daysFromToday(-3), duration: 3 });
    const start = daysFromToday(10);
    const res = await checkout(owner, { ...bodyFor(owner, ad), startDate: start.toString() });
    expect(res.statusCode).toBe(200);
    const stored = await findAd(t.app, ad.id);
    expect(stored).toMatchObject({
      status: 'UNPAID',
      startDate: start.toString(),
      endDate: start.add({ months: 3 }).toString(),
    });
    expect(await paymentsOf(ad.id)).toHaveLength(1);
  });

  test.each([
    ['in the past', -1],
    ['beyond one month', 45],
  ])('a new start date %s is refused in English and Japanese and changes nothing', async (_label, days) => {
    const { owner, ad } = await unpaidAd({ start: daysFromToday(-3) });
    const before = await findAd(t.app, ad.id);
    const res = await checkout(owner, { ...bodyFor(owner, ad), startDate: daysFromToday(days).toString() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({ code: 'VALIDATION', fields: { startDate: windowText } });
    expect(await findAd(t.app, ad.id)).toEqual(before);
    expect(await paymentsOf(ad.id)).toEqual([]);
  });
});
