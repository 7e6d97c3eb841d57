/** The reconciliation job with a stubbed Stripe client: a session paid whose webhook never came completes once, an
 *  expired one closes its payment, and a second run changes nothing. */
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createStripeCheckout } from '../adapters/payments/stripe-checkout';
import { createStripeStub, type StripeStub } from '../adapters/payments/stripe-stub';
import { payments } from '../db/schema';
import { startCheckout, type PaymentDeps } from '../services/payments';
import { buildAdTestApp, daysFromToday, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { signedInAdvertiser } from '../testing/build-test-app';
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
  return { ad, sessionId };
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
