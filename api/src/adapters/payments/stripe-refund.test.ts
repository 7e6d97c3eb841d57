/** The Stripe adapter's refund (decision 0033): Stripe's Refunds API on the payment intent (stored, or read from
 *  the paid session), the whole amount, the ad in its metadata, and the same idempotency key on every attempt, so
 *  Stripe answers a retried or concurrent refund with the one it already made. */
import Fastify from 'fastify';
import Stripe from 'stripe';
import { createStripeCheckout, stripeClient } from './stripe-checkout';

type Seen = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | null };

function stripeWithRefunds(refuse = false) {
  const seen: Seen[] = [];
  // What Stripe holds: the refunds made, and the idempotency keys it still remembers (about a day).
  const made: { id: string; payment_intent: string; status: string; metadata: Record<string, string> }[] = [];
  const remembered = new Map<string, string>();
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = stripeClient('sk_test_refunds', {
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? 'GET';
      const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search);
      const idempotencyKey = new Headers(init?.headers).get('idempotency-key');
      seen.push({ method, path: url.pathname, params, idempotencyKey });
      if (url.pathname === '/v1/checkout/sessions/cs_paid')
        return reply(200, { id: 'cs_paid', object: 'checkout.session', payment_intent: 'pi_from_session' });
      if (url.pathname === '/v1/refunds' && method === 'GET') {
        const data = made.filter((refund) => refund.payment_intent === params.get('payment_intent'));
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const again = idempotencyKey ? remembered.get(idempotencyKey) : undefined;
      const refunded = made.some((refund) => refund.payment_intent === params.get('payment_intent'));
      if (url.pathname === '/v1/refunds' && !refuse && (again || !refunded)) {
        const refund = {
          id: again ?? `re_${params.get('payment_intent')}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: params.get('payment_intent') ?? '',
          metadata: { refundKey: params.get('metadata[refundKey]') ?? '' },
        };
        if (!again) made.push(refund);
        if (idempotencyKey) remembered.set(idempotencyKey, refund.id);
        return reply(200, refund);
      }
      return reply(400, {
        error: { type: 'invalid_request_error', message: 'Charge has already been refunded' },
      });
    }),
  });
  const provider = createStripeCheckout(
    { secretKey: 'sk_test_refunds', webhookSecret: 'whsec_refunds' },
    Fastify({ logger: false }).log,
    client,
  );
  /** A day later: Stripe has forgotten every idempotency key. */
  const forgetKeys = () => remembered.clear();
  return { provider, seen, forgetKeys };
}

const posts = (seen: Seen[]) => seen.filter((call) => call.method === 'POST');

test('refunds the stored payment intent in full with the ad’s idempotency key, once', async () => {
  const { provider, seen } = stripeWithRefunds();
  const request = {
    adId: 42,
    sessionId: 'cs_paid',
    providerPaymentId: 'pi_stored',
    amountCents: 10_848,
    idempotencyKey: 'refund-ad-42',
  };
  expect(await provider.refund(request)).toEqual({ ok: true, refundId: 're_pi_stored' });
  expect(await provider.refund(request)).toEqual({ ok: true, refundId: 're_pi_stored' });
  expect(posts(seen)).toHaveLength(1);
  for (const call of posts(seen)) {
    expect(call).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund-ad-42' });
    expect(Object.fromEntries(call.params)).toEqual({
      payment_intent: 'pi_stored',
      amount: '10848',
      reason: 'requested_by_customer',
      'metadata[adId]': '42',
      'metadata[refundKey]': 'refund-ad-42',
    });
  }
});

test('a retry after Stripe has forgotten the key finds the refund made before, and makes no other', async () => {
  const { provider, seen, forgetKeys } = stripeWithRefunds();
  const request = {
    adId: 42,
    sessionId: 'cs_paid',
    providerPaymentId: 'pi_stored',
    amountCents: 10_848,
    idempotencyKey: 'refund-ad-42',
  };
  expect(await provider.refund(request)).toEqual({ ok: true, refundId: 're_pi_stored' });
  forgetKeys();
  expect(await provider.refund(request)).toEqual({ ok: true, refundId: 're_pi_stored' });
  expect(posts(seen)).toHaveLength(1);
  expect(seen.filter((call) => call.method === 'GET' && call.path === '/v1/refunds')).toHaveLength(2);
});

test('reads the payment intent from the paid session when none was stored', async () => {
  const { provider, seen } = stripeWithRefunds();
  const result = await provider.refund({
    adId: 7,
    sessionId: 'cs_paid',
    providerPaymentId: null,
    amountCents: 3200,
    idempotencyKey: 'refund-ad-7',
  });
  expect(result).toEqual({ ok: true, refundId: 're_pi_from_session' });
  expect(seen.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /v1/checkout/sessions/cs_paid',
    'GET /v1/refunds',
    'POST /v1/refunds',
  ]);
});

test('a refusal by Stripe is a value, not a throw', async () => {
  const { provider } = stripeWithRefunds(true);
  const result = await provider.refund({
    adId: 7,
    sessionId: 'cs_paid',
    providerPaymentId: 'pi_stored',
    amountCents: 3200,
    idempotencyKey: 'refund-ad-7',
  });
  expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('already been refunded') });
});
