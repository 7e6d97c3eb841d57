/** POST /api/checkout/confirm: the payment return confirms its own checkout (Stripe's fulfilment guide) through the
 *  same settling as the webhook, with a stubbed Stripe client: only the signed-in owner's session (another
 *  advertiser's is a 404), a paid session completes once whichever of the return and the webhook comes first. */
import { eq } from 'drizzle-orm';
import type { StripeStub, StubSession } from '../adapters/payments/stripe-stub';
import { receipts } from '../db/schema';
import { daysFromToday, findAd, insertAd } from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, type SignedInAdvertiser } from '../testing/build-test-app';
import { buildStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app';

jest.setTimeout(30_000);

let stub: StripeStub;
let t: StripeTestApp;
beforeAll(async () => {
  t = await buildStripeTestApp();
  stub = t.stub;
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
  const session = await t.openSession(owner, ad);
  return { owner, ad, session };
}

const confirm = (who: SignedInAdvertiser, sessionId: string) =>
  who.agent.inject({ method: 'POST', url: '/api/checkout/confirm', payload: { sessionId } });

const deliver = (session: StubSession) => t.deliver('checkout.session.completed', session);

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
    const issued = await receiptsOfAd(ad.id);
    expect(issued).toHaveLength(1);
    // The webhook's event carries no card; the session read back does, so the receipt names it.
    expect(issued[0]?.paymentMethod).toEqual(expect.objectContaining({ brand: 'visa', last4: '4242' }));
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
