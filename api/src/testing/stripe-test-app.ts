/** The API with its payments on Stripe, Stripe itself answered in memory (adapters/payments/stripe-stub.ts): the
 *  real Stripe adapter, checkout route and signed webhook, for the tests of paying, the payment return and the
 *  webhook. Each test file builds one in beforeAll and closes it in afterAll. */
import Fastify, { type LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import * as v from 'valibot';
import { CheckoutResponseSchema } from 'shared-contracts/api';
import { createStripeCheckout } from '../adapters/payments/stripe-checkout';
import { createStripeStub, type StripeStub, type StubSession } from '../adapters/payments/stripe-stub';
import { buildAdTestApp, type AdTestApp } from './ad-factories';
import type { SignedInAdvertiser } from './build-test-app';

const STRIPE_TEST_KEYS = { secretKey: 'sk_test_stub', webhookSecret: 'whsec_test_stub' };

type CheckoutAd = { id: number; plan: string; duration: number };

export type StripeTestApp = AdTestApp & {
  stub: StripeStub;
  /** POST /api/stripe/checkout/ad as the owner, for one of their ads. */
  checkout(owner: SignedInAdvertiser, ad: CheckoutAd): Promise<LightMyRequestResponse>;
  /** A checkout that must open (200), and the stubbed Stripe session behind the URL it answers. */
  openSession(owner: SignedInAdvertiser, ad: CheckoutAd): Promise<StubSession>;
  /** A webhook event of this type carrying the session, signed as Stripe signs it. */
  deliver(type: string, session: StubSession): Promise<LightMyRequestResponse>;
};

export async function buildStripeTestApp(): Promise<StripeTestApp> {
  const stub = createStripeStub();
  const payments = createStripeCheckout(STRIPE_TEST_KEYS, Fastify().log, stub.client);
  const t = await buildAdTestApp({ config: { stripe: STRIPE_TEST_KEYS }, adapters: { payments } });

  const checkout = (owner: SignedInAdvertiser, ad: CheckoutAd) =>
    owner.agent.inject({
      method: 'POST',
      url: '/api/stripe/checkout/ad',
      payload: { plan: ad.plan, duration: ad.duration, userId: owner.advertiser.id, adId: ad.id },
    });

  async function openSession(owner: SignedInAdvertiser, ad: CheckoutAd) {
    const res = await checkout(owner, ad);
    expect(res.statusCode).toBe(200);
    const url = v.parse(CheckoutResponseSchema, res.json()).url;
    const session = stub.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error(`no session behind ${url}`);
    return session;
  }

  function deliver(type: string, session: StubSession) {
    const payload = JSON.stringify({
      id: `evt_${type}_${session.id}`,
      object: 'event',
      type,
      data: { object: session },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_KEYS.webhookSecret,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  return Object.assign(t, { stub, checkout, openSession, deliver });
}
