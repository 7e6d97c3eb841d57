/** For tests only: a Stripe client whose HTTP client is an in-memory stand-in for Stripe's Checkout Sessions and Tax
 *  Rates endpoints. It records every request's form parameters, keeps the sessions it opened, and lets a test pay,
 *  settle or break them (pay one behind the API's back, refuse to expire, delay creation), so the Stripe adapter
 *  and services/payments.ts run against the real stripe-node request and response handling. */
import Stripe from 'stripe';
import { stripeClient } from './stripe-checkout';

export type StubSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number | null;
  currency: string;
  livemode: boolean;
  expires_at: number;
  created: number;
  metadata: Record<string, string>;
};

export type StubRefund = {
  id: string;
  object: 'refund';
  status: string;
  payment_intent: string;
  metadata: Record<string, string>;
};

export type StubRequest = { method: string; path: string; params: URLSearchParams };

export type StripeStub = {
  client: Stripe;
  requests: StubRequest[];
  sessions: Map<string, StubSession>;
  /** Session creations (POST /v1/checkout/sessions) seen so far. */
  created(): StubRequest[];
  /** Refunds (POST /v1/refunds) asked for so far. */
  refunds(): StubRequest[];
  /** The customer pays on Stripe's page: the session completes (paid, or unpaid for a delayed method). */
  pay(sessionId: string, how?: 'paid' | 'unpaid'): StubSession;
  /** Makes expire answer an error, as Stripe does for a session that is no longer open or when unreachable. */
  refuseExpiry(value: boolean): void;
  /** Delays the answer to session creation, so two requests overlap. */
  delayCreate(ms: number): void;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createStripeStub(): StripeStub {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const madeRefunds: StubRefund[] = [];
  let refuse = false;
  let delay = 0;
  let counter = 0;

  const ratePercent = new Map<string, number>();

  /** The session's total as Stripe computes it: the line, plus each exclusive tax rate rounded on its own. */
  function amountOf(params: URLSearchParams): number {
    const unit = Number(params.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(params.get('line_items[0][quantity]'));
    let total = unit * quantity;
    for (const [key, id] of params)
      if (key.startsWith('line_items[0][tax_rates]'))
        total += Math.round((unit * quantity * (ratePercent.get(id) ?? 0)) / 100);
    return total;
  }

  async function answer(method: string, url: URL, params: URLSearchParams): Promise<Response> {
    const path = url.pathname;
    requests.push({ method, path, params });
    if (method === 'POST' && path === '/v1/tax_rates') {
      const id = `txr_${params.get('tax_type')}_${params.get('state') ?? 'CA'}`;
      ratePercent.set(id, Number(params.get('percentage')));
      return json(200, { id, object: 'tax_rate' });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = params.get('payment_intent') ?? '';
      // Stripe refuses a second full refund of one payment, whatever its key.
      if (madeRefunds.some((refund) => refund.payment_intent === intent))
        return json(400, {
          error: { type: 'invalid_request_error', message: `Charge for ${intent} has already been refunded` },
        });
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) if (key.startsWith('metadata[')) metadata[key.slice(9, -1)] = value;
      const refund: StubRefund = {
        id: `re_${intent}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: intent,
        metadata,
      };
      madeRefunds.push(refund);
      return json(200, refund);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = params.get('payment_intent');
      const data = madeRefunds.filter((refund) => refund.payment_intent === intent);
      return json(200, { object: 'list', data, has_more: false, url: path });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      counter += 1;
      const id = `cs_test_stub_${counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) if (key.startsWith('metadata[')) metadata[key.slice(9, -1)] = value;
      const session: StubSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: amountOf(params),
        currency: params.get('line_items[0][price_data][currency]') ?? 'usd',
        livemode: false,
        expires_at: Number(params.get('expires_at')),
        created: Math.floor(Date.now() / 1000),
        metadata,
      };
      sessions.set(id, session);
      return json(200, session);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      return json(200, { object: 'list', data: [...sessions.values()], has_more: false, url: path });
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1] ?? '') : undefined;
    if (!session) return json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
    // Read back with its charge expanded, a paid session's intent carries the card it was paid with.
    if (
      method === 'GET' &&
      session.payment_intent &&
      params.getAll('expand[0]').includes('payment_intent.latest_charge')
    )
      return json(200, {
        ...session,
        payment_intent: {
          id: session.payment_intent,
          object: 'payment_intent',
          latest_charge: {
            id: `ch_${session.id}`,
            object: 'charge',
            payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
          },
        },
      });
    if (method === 'GET') return json(200, session);
    if (refuse || session.status !== 'open')
      return json(400, {
        error: { type: 'invalid_request_error', message: `Session ${session.id} is ${session.status}` },
      });
    session.status = 'expired';
    return json(200, session);
  }

  const client = stripeClient('sk_test_stub', {
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const body = typeof init?.body === 'string' ? init.body : '';
      const params = new URLSearchParams(init?.method === 'GET' ? url.search : body);
      return answer(init?.method ?? 'GET', url, params);
    }),
  });

  return {
    client,
    requests,
    sessions,
    created: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    refunds: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds'),
    pay(sessionId, how = 'paid') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no stub session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = how;
      if (how === 'paid') session.payment_intent = `pi_${sessionId}`;
      return session;
    },
    refuseExpiry(value) {
      refuse = value;
    },
    delayCreate(ms) {
      delay = ms;
    },
  };
}
