/** POST /api/checkout/confirm: the payment return confirms its own checkout (Stripe's fulfilment guide) through the
 *  same settling as the webhook, with a stubbed Stripe client: only the signed-in owner's session (another
 *  advertiser's is a 404), a paid session completes once whichever of the return and the webhook comes first. */
import Fastify from 'fastify';
import Stripe from 'stripe';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { CheckoutResponseSchema } from 'shared-contracts';
import { createStripeCheckout } from '../adapters/payments/stripe-checkout';
import { createStripeStub, type StripeStub, type StubSession } from '../adapters/payments/stripe-stub';
import { receipts } from '../db/schema';
import { buildAdTestApp, daysFromToday, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, type SignedInAdvertiser } from '../testing/build-test-app';

jest.setTimeout(30_000);

const secret = 'whsec_test_stub';
let stub: StripeStub;
let t: AdTestApp;
beforeAll(async () => {
  stub = createStripeStub();
  const payments = createStripeCheckout(
    { secretKey: 'sk_test_stub', webhookSecret: secret },
    Fastify().log,
    stub.client,
  );
  t = await buildAdTestApp({
    config: { stripe: { secretKey: 'sk_test_stub', webhookSecret: secret } },
    adapters: { payments },
  });
});
afterAll(() => t.close());

async function openSession() {
  const owner = await signedInAdvertiser(t.app);
  const ad = await insertAd(t.app, owner.advertiser.id, {
    status: 'UNPAID',
    plan: 'LOBBIES',
    duration: 1,
    start: daysFromToday(7),
  });
  const res = await owner.agent.inject({
    method: 'POST',
    url: '/api/stripe/checkout/ad',
    payload: { plan: ad.plan, duration: ad.duration, userId: owner.advertiser.id, adId: ad.id },
  });
  expect(res.statusCode).toBe(200);
  const id = v.parse(CheckoutResponseSchema, res.json()).url.split('/').pop() ?? '';
  const session = stub.sessions.get(id);
  if (!session) throw new Error(`no session ${id}`);
  return { owner, ad, session };
}

const confirm = (who: SignedInAdvertiser, sessionId: string) =>
  who.agent.inject({ method: 'POST', url: '/api/checkout/confirm', payload: { sessionId } });

function deliver(session: StubSession) {
  const payload = JSON.stringify({
    id: `evt_completed_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const receiptsOfAd = (adId: number) => t.app.db.select().from(receipts).where(eq(receipts.adId, adId));

describe('POST /api/checkout/confirm', () => {
  test('a paid session completes on the return, before the webhook; the webhook then finds it done', async () => {
    const { owner, ad, session } = await openSession();
    const paid = stub.pay(session.id);
    const res = await confirm(owner, session.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'completed' });
    expect((await findAd(t.app, ad.id))?.status).toBe('PENDING');
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await confirm(owner, session.id)).json()).toEqual({ state: 'completed' });
    expect(await receiptsOfAd(ad.id)).toHaveLength(1);
  });

  test('after the webhook, the return answers completed and changes nothing', async () => {
    const { owner, ad, session } = await openSession();
    expect((await deliver(stub.pay(session.id))).statusCode).toBe(200);
    expect((await confirm(owner, session.id)).json()).toEqual({ state: 'completed' });
    expect(await receiptsOfAd(ad.id)).toHaveLength(1);
  });

  test('a session not paid yet stays open and the ad unpaid', async () => {
    const { owner, ad, session } = await openSession();
    expect((await confirm(owner, session.id)).json()).toEqual({ state: 'open' });
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
  });

  test('another advertiser’s session or an unknown one is a 404, and nothing is settled', async () => {
    const { ad, session } = await openSession();
    stub.pay(session.id);
    const stranger = await signedInAdvertiser(t.app);
    expect((await confirm(stranger, session.id)).statusCode).toBe(404);
    expect((await confirm(stranger, 'cs_test_unknown')).statusCode).toBe(404);
    expect((await findAd(t.app, ad.id))?.status).toBe('UNPAID');
  });

  test('needs a session and a session id', async () => {
    const signedOut = await createAgent(t.app).inject({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { sessionId: 'cs_test_x' },
    });
    expect(signedOut.statusCode).toBe(401);
    const owner = await signedInAdvertiser(t.app);
    const empty = await owner.agent.inject({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { sessionId: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
