/** Paying through Stripe with a stubbed Stripe client (adapters/payments/stripe-stub.ts): the session's parameters
 *  and its line and taxes summing to the stored total, a delayed payment that succeeds or fails later, the retry
 *  that finds its older session just paid (the refused-expiry race), two checkout requests at once, and a
 *  completion closing the ad's other open checkout. */
import { and, eq } from 'drizzle-orm';
import { formatDate } from 'shared-contracts';
import {
  STRIPE_LONGEST_CHECKOUT_MS,
  STRIPE_MAX_NETWORK_RETRIES,
  STRIPE_TIMEOUT_MS,
  stripeClient,
} from '../adapters/payments/stripe-checkout';
import type { StripeStub } from '../adapters/payments/stripe-stub';
import { ads as adRows, payments, refunds as refundRows } from '../db/schema';
import { daysFromToday, findAd, insertAd } from '../testing/ad-factories';
import { mailsTo, signedInAdvertiser, type AdvertiserOverrides } from '../testing/build-test-app';
import { enrolledOperator } from '../testing/operator-factories';
import { buildStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app';
import { deleteAd } from './ad-applications';
import { CLAIM_STALE_MS } from './payments';

jest.setTimeout(30_000);

let stub: StripeStub;
let t: StripeTestApp;
beforeAll(async () => {
  t = await buildStripeTestApp();
  stub = t.stub;
});
afterAll(() => t.close());
afterEach(() => {
  stub.refuseExpiry(false);
  stub.delayCreate(0);
});

async function unpaidAd(advertiser: AdvertiserOverrides = {}, language: 'en' | 'ja' = 'en') {
  const owner = await signedInAdvertiser(t.app, advertiser);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'UNPAID',
    plan: 'COMPREHENSIVE',
    duration: 2,
    start: daysFromToday(7),
    language,
    country: advertiser.country ?? 'JP',
    region: advertiser.region ?? null,
  });
  return { owner, ad };
}

const paymentsOf = (adId: number) =>
  t.app.db.select().from(payments).where(eq(payments.adId, adId)).orderBy(payments.id);
const paramsOf = (sessionId: string) => {
  const index = [...stub.sessions.keys()].indexOf(sessionId);
  const params = stub.created()[index]?.params;
  if (!params) throw new Error(`no creation of ${sessionId}`);
  return params;
};

describe('the Stripe session', () => {
  test('carries the ad, cards only, an expiry, the return with its id, and the language of who opens it', async () => {
    // An ad applied for in English, paid for by a member who reads Japanese.
    const { owner, ad } = await unpaidAd({ language: 'ja' }, 'en');
    const session = await t.openSession(owner, ad);
    const params = paramsOf(session.id);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('locale')).toBe('ja');
    expect(params.get('allowed_payment_method_types[0]')).toBe('card');
    expect(params.get('payment_intent_data[metadata][adId]')).toBe(String(ad.id));
    expect(params.get('metadata[adId]')).toBe(String(ad.id));
    expect(params.get('success_url')).toMatch(/checkout_status=success&session_id=\{CHECKOUT_SESSION_ID\}$/);
    const expiresAt = Number(params.get('expires_at'));
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
    const [payment] = await paymentsOf(ad.id);
    expect(payment).toMatchObject({ status: 'OPEN', providerSessionId: session.id, currency: 'usd' });
    expect(payment?.expiresAt?.getTime()).toBe(expiresAt * 1000);
  });

  test('sends each Canadian tax as an exclusive tax rate of its kind, and they sum to the stored total', async () => {
    const { owner, ad } = await unpaidAd({ country: 'CA', region: 'QC' });
    const session = await t.openSession(owner, ad);
    const params = paramsOf(session.id);
    // 2 × $72: one line, no tax line among the products.
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('7200');
    expect(params.get('line_items[0][quantity]')).toBe('2');
    expect(params.get('line_items[1][price_data][unit_amount]')).toBeNull();
    // The hosted page shows the run beside the plan.
    expect(params.get('line_items[0][price_data][product_data][description]')).toBe(
      `Runs ${formatDate(ad.startDate, 'en')} – ${formatDate(ad.endDate, 'en')}`,
    );
    const rates = stub.requests.filter((r) => r.path === '/v1/tax_rates').map((r) => r.params);
    expect(
      rates.map((r) => [r.get('tax_type'), r.get('percentage'), r.get('inclusive'), r.get('state')]),
    ).toEqual([
      ['gst', '5', 'false', 'QC'],
      ['qst', '9.975', 'false', 'QC'],
    ]);
    expect([params.get('line_items[0][tax_rates][0]'), params.get('line_items[0][tax_rates][1]')]).toEqual([
      'txr_gst_QC',
      'txr_qst_QC',
    ]);
    const [payment] = await paymentsOf(ad.id);
    // GST 5% of $144 = $7.20, QST 9.975% = $14.364 → $14.36, each rounded on its own.
    expect(payment?.taxLines).toEqual([
      { name: 'GST', rateBasisPoints: 500, amountCents: 720 },
      { name: 'QST', rateBasisPoints: 997.5, amountCents: 1436 },
    ]);
    expect(payment).toMatchObject({ subtotalCents: 14400, taxCents: 2156, totalCents: 16556 });
    expect(session.amount_total).toBe(16556);
  });
});

describe('completion', () => {
  test('stores the payment intent, amount, currency and live mode, and moves the ad once', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    const paid = stub.pay(session.id);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    const [payment] = await paymentsOf(ad.id);
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      providerPaymentId: `pi_${session.id}`,
      paidAmountCents: 14400,
      paidCurrency: 'usd',
      livemode: false,
    });
  });

  test.each([
    ['another amount', { amount_total: 100 }, 'amount'],
    ['another currency', { currency: 'eur' }, 'currency'],
    ['live money on a test key', { livemode: true }, 'livemode'],
  ])('%s is held for an operator: no receipt, the ad stays unpaid', async (_name, change, reason) => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    const paid = { ...stub.pay(session.id), ...change };
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
    const [payment] = await paymentsOf(ad.id);
    expect(payment).toMatchObject({ status: 'HELD', heldReason: reason });
    const billing = await owner.agent.inject({ method: 'GET', url: '/api/billing' });
    expect((billing.json() as { entries: unknown[] }).entries).toEqual([]);
    expect(
      (await mailsTo(t.app, owner.advertiser.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toEqual([]);
    // The payment return never says it went through.
    const confirmed = await owner.agent.inject({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { sessionId: session.id },
    });
    expect(confirmed.json()).toEqual({ state: 'processing' });
    // And the advertiser can still pay for the ad properly.
    expect((await t.checkout(owner, ad)).statusCode).toBe(200);
  });

  test('paid and confirmed on the return, the receipt names the card’s brand and last four', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    stub.pay(session.id);
    const confirmed = await owner.agent.inject({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { sessionId: session.id },
    });
    expect(confirmed.statusCode).toBe(200);
    const billing = await owner.agent.inject({ method: 'GET', url: '/api/billing' });
    const [entry] = (billing.json() as { entries: { receiptNumber: string }[] }).entries;
    const receipt = await owner.agent.inject({
      method: 'GET',
      url: `/api/billing/receipts/${entry?.receiptNumber ?? ''}`,
    });
    expect(receipt.json()).toMatchObject({ paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' } });
  });

  test('completed unpaid (a bank debit) waits; async success then moves the ad', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    expect((await t.deliver('checkout.session.completed', stub.pay(session.id, 'unpaid'))).statusCode).toBe(
      200,
    );
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
    expect((await paymentsOf(ad.id))[0]?.status).toBe('OPEN');
    await t.deliver('checkout.session.async_payment_succeeded', stub.pay(session.id, 'paid'));
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await paymentsOf(ad.id))[0]?.status).toBe('COMPLETED');
  });

  test('completed unpaid then async failure closes the payment and leaves the ad unpaid', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    await t.deliver('checkout.session.completed', stub.pay(session.id, 'unpaid'));
    await t.deliver('checkout.session.async_payment_failed', session);
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
    expect((await paymentsOf(ad.id))[0]?.status).toBe('FAILED');
  });

  test('closes and expires the ad’s other open checkout', async () => {
    const { owner, ad } = await unpaidAd();
    const older = await t.openSession(owner, ad);
    const newer = await t.openSession(owner, ad);
    // The older one was expired at Stripe when the newer opened; suppose it was paid in that instant anyway.
    older.status = 'open';
    expect((await t.deliver('checkout.session.completed', stub.pay(older.id))).statusCode).toBe(200);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect(stub.sessions.get(newer.id)?.status).toBe('expired');
    expect((await paymentsOf(ad.id)).map((p) => p.status)).toEqual(['COMPLETED', 'EXPIRED']);
  });
});

describe('a retry never leaves two payable sessions', () => {
  test('expires the older session at Stripe before opening a new one', async () => {
    const { owner, ad } = await unpaidAd();
    const older = await t.openSession(owner, ad);
    const newer = await t.openSession(owner, ad);
    expect(stub.sessions.get(older.id)?.status).toBe('expired');
    expect((await paymentsOf(ad.id)).map((p) => [p.providerSessionId, p.status])).toEqual([
      [older.id, 'EXPIRED'],
      [newer.id, 'OPEN'],
    ]);
  });

  test('the refused-expiry race: the older session was just paid, so it completes and nothing new opens', async () => {
    const { owner, ad } = await unpaidAd();
    const older = await t.openSession(owner, ad);
    stub.pay(older.id);
    const creations = stub.created().length;
    const retry = await t.checkout(owner, ad);
    // Not unpaid any more: refused like any paid ad.
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    expect(stub.created()).toHaveLength(creations);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await paymentsOf(ad.id)).map((p) => p.status)).toEqual(['COMPLETED']);
    // Its webhook, arriving late, changes nothing more.
    expect(
      (await t.deliver('checkout.session.completed', stub.sessions.get(older.id) ?? older)).statusCode,
    ).toBe(200);
    expect((await paymentsOf(ad.id)).map((p) => p.status)).toEqual(['COMPLETED']);
  });

  test('an older session Stripe would not expire and that is still open blocks a new one', async () => {
    const { owner, ad } = await unpaidAd();
    const older = await t.openSession(owner, ad);
    stub.refuseExpiry(true);
    const creations = stub.created().length;
    expect((await t.checkout(owner, ad)).statusCode).toBe(409);
    expect(stub.created()).toHaveLength(creations);
    expect((await paymentsOf(ad.id)).map((p) => [p.providerSessionId, p.status])).toEqual([
      [older.id, 'OPEN'],
    ]);
  });

  test('two checkout requests at once open one session', async () => {
    const { owner, ad } = await unpaidAd();
    stub.delayCreate(300);
    const answers = await Promise.all([t.checkout(owner, ad), t.checkout(owner, ad)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const open = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.adId, ad.id), eq(payments.status, 'OPEN')));
    expect(open).toHaveLength(1);
    const payable = [...stub.sessions.values()].filter(
      (session) => session.metadata.adId === String(ad.id) && session.status === 'open',
    );
    expect(payable.map((session) => session.id)).toEqual([open[0]?.providerSessionId]);
  });
});

describe('deleting an ad or closing the account while a session is open', () => {
  test('deleting the unpaid ad expires its session', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    expect((await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` })).statusCode).toBe(200);
    expect(stub.sessions.get(session.id)?.status).toBe('expired');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.providerSessionId, session.id));
    expect(row?.status).toBe('EXPIRED');
  });

  test('closing the account expires the sessions of its ads', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    const res = await owner.agent.inject({ method: 'POST', url: '/api/advertisers/deactivate' });
    expect(res.statusCode).toBe(200);
    expect(stub.sessions.get(session.id)?.status).toBe('expired');
  });

  test('deleting an ad just paid in another tab is refused with a 409 in both languages, and keeps it', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    // Paid on Stripe's page; the dashboard still shows the ad unpaid, and its webhook has not come yet.
    stub.pay(session.id);
    const res = await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      en: expect.stringContaining('just been paid'),
      ja: expect.stringContaining('お支払いが完了'),
    });
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await paymentsOf(ad.id)).map((p) => p.status)).toEqual(['COMPLETED']);
  });

  test('an ad that stops being unpaid during its delete is not deleted', async () => {
    const { owner, ad } = await unpaidAd();
    // As if its payment completed between the request's read and its delete.
    await t.app.db.update(adRows).set({ status: 'PENDING' }).where(eq(adRows.id, ad.id));
    const result = await deleteAd(t.app.db, owner.advertiser.id, ad.id, { onlyIfUnpaid: true });
    expect(result).toEqual({ ok: false, code: 'PAID_MEANWHILE' });
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
  });

  test('closing the account just after paying in another tab is refused with a 409, and nothing closes', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    stub.pay(session.id);
    const res = await owner.agent.inject({ method: 'POST', url: '/api/advertisers/deactivate' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      en: expect.stringContaining('not closed'),
      ja: expect.stringContaining('アカウントを削除しませんでした'),
    });
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await owner.agent.inject({ method: 'GET', url: '/api/advertisers/latest' })).statusCode).toBe(
      200,
    );
  });

  test('a payment that still arrives for a deleted ad is refunded, once', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    // Paid on Stripe's page at the moment the ad is deleted: Stripe refuses the expiry, the row stays open.
    stub.refuseExpiry(true);
    await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    const paid = stub.pay(session.id);
    const before = stub.refunds().length;
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    const refunds = stub.refunds().slice(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.params.get('payment_intent')).toBe(`pi_${session.id}`);
  });

  test('the late refund is recorded once in the refunds table, so billing shows it', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    stub.refuseExpiry(true);
    await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    const paid = stub.pay(session.id);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, session.id));
    const rows = await t.app.db
      .select()
      .from(refundRows)
      .where(eq(refundRows.paymentId, payment?.id ?? -1));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'SUCCEEDED',
      requestedBy: 'system',
      advertiserId: owner.advertiser.id,
      amountCents: payment?.totalCents,
      providerRefundId: `re_pi_${session.id}`,
    });
    expect(rows[0]?.receiptId).not.toBeNull();
    const billing = await owner.agent.inject({ method: 'GET', url: '/api/billing' });
    expect(billing.statusCode).toBe(200);
    const entries = (billing.json() as { entries: { kind: string; amountCents: number }[] }).entries;
    expect(entries.filter((entry) => entry.kind === 'refund')).toEqual([
      expect.objectContaining({ amountCents: -(payment?.totalCents ?? 0) }),
    ]);
  });

  test('a late refund the provider did not make is asked again on a replay, and recorded once', async () => {
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    stub.refuseExpiry(true);
    await owner.agent.inject({ method: 'DELETE', url: `/api/ads/${ad.id}` });
    const paid = stub.pay(session.id);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, session.id));
    const ofPayment = eq(refundRows.paymentId, payment?.id ?? -1);
    // As if the provider had refused: the row waits, PENDING.
    await t.app.db
      .update(refundRows)
      .set({ status: 'PENDING', providerRefundId: null, refundedAt: null })
      .where(ofPayment);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    // Asked again, the provider finds the refund it made and gives the money back only once.
    const made = stub.refunds().filter((r) => r.params.get('payment_intent') === `pi_${session.id}`);
    expect(made).toHaveLength(1);
    const rows = await t.app.db.select().from(refundRows).where(ofPayment);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', providerRefundId: `re_pi_${session.id}` }),
    ]);
  });
});

describe('a held payment at the review desk', () => {
  test('needs attention until an operator refunds it, once, in full', async () => {
    const operator = await enrolledOperator(t);
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    const paid = { ...stub.pay(session.id), amount_total: 999 };
    await t.deliver('checkout.session.completed', paid);

    const queue = await operator.agent.inject({ method: 'GET', url: '/api/review/ads' });
    const held = (queue.json() as { attention: { id: number; adId: number }[] }).attention.find(
      (entry) => entry.adId === ad.id,
    );
    expect(held).toMatchObject({
      adTitle: ad.title,
      advertiserEmail: owner.advertiser.email,
      reason: 'amount',
      pricedCents: 14400,
      paidCents: 999,
      paidCurrency: 'usd',
      livemode: false,
    });
    const url = `/api/review/payments/${held?.id ?? -1}/refund`;
    // Nobody but a signed-in operator reaches it.
    expect((await owner.agent.inject({ method: 'POST', url })).statusCode).toBe(404);

    const before = stub.refunds().length;
    const refunded = await operator.agent.inject({ method: 'POST', url });
    expect(refunded.statusCode).toBe(200);
    expect((refunded.json() as { attention: { id: number }[] }).attention.map((e) => e.id)).not.toContain(
      held?.id,
    );
    expect((await operator.agent.inject({ method: 'POST', url })).statusCode).toBe(200);
    const made = stub.refunds().slice(before);
    expect(made.map((r) => [r.params.get('payment_intent'), r.params.get('amount')])).toEqual([
      [`pi_${session.id}`, '999'],
    ]);
    const [row] = await t.app.db
      .select()
      .from(refundRows)
      .where(eq(refundRows.paymentId, held?.id ?? -1));
    expect(row).toMatchObject({ status: 'SUCCEEDED', requestedBy: 'operator', amountCents: 999 });
    const billing = await owner.agent.inject({ method: 'GET', url: '/api/billing' });
    expect((billing.json() as { entries: unknown[] }).entries).toEqual([]);
  });

  test('a payment that is not held cannot be refunded there', async () => {
    const operator = await enrolledOperator(t);
    const { owner, ad } = await unpaidAd();
    const session = await t.openSession(owner, ad);
    await t.deliver('checkout.session.completed', stub.pay(session.id));
    const [payment] = await paymentsOf(ad.id);
    const res = await operator.agent.inject({
      method: 'POST',
      url: `/api/review/payments/${payment?.id ?? -1}/refund`,
    });
    expect(res.statusCode).toBe(404);
    expect((await paymentsOf(ad.id)).map((p) => p.status)).toEqual(['COMPLETED']);
  });
});

describe('a stale claim never leaves two payable checkouts', () => {
  test('the Stripe client gives up on a request long before a claim counts as stale', () => {
    const client = stripeClient('sk_test_timeout');
    expect(client.getApiField('timeout')).toBe(STRIPE_TIMEOUT_MS);
    expect(client.getMaxNetworkRetries()).toBe(STRIPE_MAX_NETWORK_RETRIES);
    expect(STRIPE_LONGEST_CHECKOUT_MS).toBeLessThan(CLAIM_STALE_MS / 2);
  });

  test('a session opened after its claim was taken over is expired at once, and its tab gets a 409', async () => {
    const { owner, ad } = await unpaidAd();
    stub.delayCreate(400);
    const slow = t.checkout(owner, ad);
    // Tab A's claim is in; make it look older than the stale window while Stripe is still answering tab A.
    let claim: typeof payments.$inferSelect | undefined;
    for (let tries = 0; !claim && tries < 100; tries += 1) {
      claim = (await paymentsOf(ad.id)).find((row) => row.status === 'OPEN');
      if (!claim) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(claim?.providerSessionId).toMatch(/^claim_/);
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - CLAIM_STALE_MS - 1000) })
      .where(eq(payments.id, claim?.id ?? -1));
    stub.delayCreate(0);
    const newer = await t.openSession(owner, ad);

    const late = await slow;
    expect(late.statusCode).toBe(409);
    const payable = [...stub.sessions.values()].filter(
      (session) => session.metadata.adId === String(ad.id) && session.status === 'open',
    );
    expect(payable.map((session) => session.id)).toEqual([newer.id]);
    const rows = await paymentsOf(ad.id);
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'OPEN']);
    // The late session is written on its closed row, so a payment that reached it anyway is known.
    expect(rows[0]?.providerSessionId).toMatch(/^cs_test_stub_/);
  });

  test('a second payment for one ad is refunded once, automatically, and the advertiser is mailed', async () => {
    const { owner, ad } = await unpaidAd();
    const first = await t.openSession(owner, ad);
    // As if tab B had taken over tab A's stale claim: the first row closed, its session still payable at Stripe.
    await t.app.db.update(payments).set({ status: 'FAILED' }).where(eq(payments.providerSessionId, first.id));
    const second = await t.openSession(owner, ad);
    expect((await t.deliver('checkout.session.completed', stub.pay(second.id))).statusCode).toBe(200);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');

    const before = stub.refunds().length;
    const paidAgain = stub.pay(first.id);
    expect((await t.deliver('checkout.session.completed', paidAgain)).statusCode).toBe(200);
    expect((await t.deliver('checkout.session.completed', paidAgain)).statusCode).toBe(200);

    const refunds = stub.refunds().slice(before);
    expect(refunds.map((r) => r.params.get('payment_intent'))).toEqual([`pi_${first.id}`]);
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    const [late] = await t.app.db.select().from(payments).where(eq(payments.providerSessionId, first.id));
    const rows = await t.app.db
      .select()
      .from(refundRows)
      .where(eq(refundRows.paymentId, late?.id ?? -1));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', requestedBy: 'system', adId: ad.id }),
    ]);
    const mails = (await mailsTo(t.app, owner.advertiser.email)).filter((mail) =>
      mail.subject.includes('duplicate payment'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('already been paid for');
  });
});

describe('dates that hold', () => {
  test('a checkout for a start date already past is refused in both languages and opens nothing', async () => {
    const owner = await signedInAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.advertiser.id, { status: 'UNPAID', start: daysFromToday(-3) });
    const creations = stub.created().length;
    const res = await t.checkout(owner, ad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        startDate: {
          en: 'Please choose a start date between today and one month from today',
          ja: '開始日は本日から1ヶ月後までの日付を選択してください',
        },
      },
    });
    expect(stub.created()).toHaveLength(creations);
    expect(await paymentsOf(ad.id)).toEqual([]);
  });
});
