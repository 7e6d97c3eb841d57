/** The reconciliation job with a stubbed Stripe client: a session paid whose webhook never came completes once, an
 *  expired one closes its payment, and a second run changes nothing. */
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createStripeCheckout } from '../adapters/payments/stripe-checkout';
import { createStripeStub, type StripeStub } from '../adapters/payments/stripe-stub';
import { ads, payments, refunds } from '../db/schema';
import { startCheckout, type PaymentDeps } from '../services/payments';
import { buildAdTestApp, daysFromToday, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { mailsTo, signedInAdvertiser } from '../testing/build-test-app';
import { reconcilePayments, reconcilePaymentsTick } from './reconcile-payments';

jest.setTimeout(30_000);

let stub: StripeStub;
let t: AdTestApp;
let deps: PaymentDeps;
beforeAll(async () => {
  stub = createStripeStub();
  const provider = createStripeCheckout(
    { secretKey: 'sk_test_stub', webhookSecret: 'whsec_stub' },
    Fastify().log,
    stub.client,
  );
  t = await buildAdTestApp({ adapters: { payments: provider } });
  deps = { db: t.app.db, payments: provider, config: t.app.config, log: t.app.log };
});
afterAll(() => t.close());

async function openedCheckout() {
  const owner = await signedInAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'UNPAID',
    start: daysFromToday(7),
    duration: 1,
  });
  const started = await startCheckout(deps, owner.advertiser, {
    userId: owner.advertiser.id,
    adId: ad.id,
    plan: ad.plan,
    duration: 1,
  });
  if (!started.ok) throw new Error(`no checkout: ${started.code}`);
  const sessionId = started.url.split('/').pop() ?? '';
  return { ad, sessionId, owner };
}

const statusOf = async (sessionId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0]?.status;

test('completes a paid session whose webhook was missed, closes an expired one, and runs idempotently', async () => {
  const paid = await openedCheckout();
  const expired = await openedCheckout();
  stub.pay(paid.sessionId);
  const gone = stub.sessions.get(expired.sessionId);
  if (gone) gone.status = 'expired';

  const first = await reconcilePayments(deps);
  expect(first.completed).toBeGreaterThanOrEqual(1);
  expect(await statusOf(paid.sessionId)).toBe('COMPLETED');
  expect((await findAd(t.app, paid.ad.id))?.status).toBe('PENDING');
  expect(await statusOf(expired.sessionId)).toBe('EXPIRED');
  expect((await findAd(t.app, expired.ad.id))?.status).toBe('UNPAID');

  const second = await reconcilePaymentsTick({ ...deps, engine: t.app.databaseEngine });
  expect(second.ran).toBe(true);
  expect(await statusOf(paid.sessionId)).toBe('COMPLETED');
  expect(await statusOf(expired.sessionId)).toBe('EXPIRED');
});

test('a refund left unfinished days ago is asked again, found already made, and finished once', async () => {
  const { ad, sessionId, owner } = await openedCheckout();
  stub.pay(sessionId);
  await reconcilePayments(deps);
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new Error('no payment');
  // Rejected and refunded at Stripe three days ago, but the answer never reached us: the row stayed PENDING.
  await t.app.db.update(ads).set({ status: 'REJECTED' }).where(eq(ads.id, ad.id));
  await t.app.db.insert(refunds).values({
    paymentId: payment.id,
    adId: ad.id,
    advertiserId: owner.advertiser.id,
    amountCents: payment.totalCents,
    currency: 'USD',
    provider: 'stripe',
    requestedBy: 'advertiser',
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
  });
  const given = await deps.payments.refund({
    adId: ad.id,
    sessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: payment.totalCents,
    idempotencyKey: `refund-ad-${ad.id}`,
  });
  expect(given.ok).toBe(true);

  const first = await reconcilePayments(deps);
  const second = await reconcilePayments(deps);
  expect([first.refunded, second.refunded]).toEqual([1, 0]);
  const rows = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  expect(rows).toEqual([
    expect.objectContaining({ status: 'SUCCEEDED', providerRefundId: `re_pi_${sessionId}` }),
  ]);
  expect((await findAd(t.app, ad.id))?.status).toBe('REFUNDED');
  expect(stub.refunds().filter((r) => r.params.get('payment_intent') === `pi_${sessionId}`)).toHaveLength(1);
  const mails = await mailsTo(t.app, owner.advertiser.email);
  expect(mails.filter((mail) => mail.subject.startsWith('Your refund has been made'))).toHaveLength(1);
});
