/** The production payment provider: Stripe Checkout (STRIPE_SECRET_KEY), at a pinned API version. The order is
 *  priced by the API (plan × months) and each Canadian tax goes to Stripe as a tax rate of its kind (GST, HST, QST,
 *  PST/RST, exclusive), never as a product line; cards only (decision 0034). Completion arrives through POST
 *  /api/stripe/webhook, whose signature is checked with STRIPE_WEBHOOK_SECRET over the raw body, and through the
 *  reconciliation job, which reads sessions back with retrieveCheckout / listRecentCheckouts. */
import Stripe from 'stripe';
import {
  formatDate,
  formatDuration,
  PLAN_CATALOGUE,
  PROVIDER_CURRENCY,
  type TaxLine,
} from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CheckoutOrder,
  CheckoutState,
  PaymentEvent,
  PaymentProvider,
  ProviderPayment,
  WebhookResult,
} from './payments';

/** The Stripe API version every request is made at (README "Payments"); raise it deliberately, with the tests. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** How long a Stripe checkout stays payable (Stripe allows 30 minutes to 24 hours). */
export const STRIPE_CHECKOUT_LIFETIME_SECONDS = 2 * 3600;

/** Whether a Stripe secret (or restricted) key takes live money; any other key is a test key. */
export function isLiveKey(secretKey: string): boolean {
  return secretKey.startsWith('sk_live_') || secretKey.startsWith('rk_live_');
}

export type StripeOptions = { secretKey: string; webhookSecret: string | undefined };

/** How long one request to Stripe may take, and how often a failed one is retried. Opening a checkout makes
 *  two requests in a row (its tax rates, then the session), so the longest it can take is
 *  STRIPE_LONGEST_CHECKOUT_MS, which must stay well under the claim's stale window (services/payments.ts
 *  CLAIM_STALE_MS): a claim is only taken over once the request that made it can no longer be waiting on Stripe.
 *  Stripe's own defaults (80 s, retried) would outlive that window. */
export const STRIPE_TIMEOUT_MS = 12_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;
/** Two requests, each tried 1 + retries times, plus the back-off between tries (under 2 s each). */
export const STRIPE_LONGEST_CHECKOUT_MS =
  2 * ((1 + STRIPE_MAX_NETWORK_RETRIES) * STRIPE_TIMEOUT_MS + STRIPE_MAX_NETWORK_RETRIES * 2_000);

/** The API's client at the pinned version, with a timeout of its own; tests pass one whose HTTP client is a stub. */
export function stripeClient(secretKey: string, config: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    ...config,
    apiVersion: STRIPE_API_VERSION,
  });
}

const TAX_TYPES: Record<TaxLine['name'], Stripe.TaxRateCreateParams.TaxType> = {
  GST: 'gst',
  HST: 'hst',
  QST: 'qst',
  PST: 'pst',
  RST: 'rst',
};

/** The tax rate of one line, looked up (or created once) by a key of its kind, province and rate. */
type TaxRates = (line: TaxLine, region: string | null) => Promise<string>;

function taxRateCache(stripe: Stripe): TaxRates {
  const cache = new Map<string, Promise<string>>();
  return (line, region) => {
    const key = `portal-${line.name}-${region ?? 'CA'}-${line.rateBasisPoints}`;
    let id = cache.get(key);
    if (!id) {
      id = (async () => {
        // Created with an idempotency key of its own, so instances and restarts share one rate per kind.
        const rate = await stripe.taxRates.create(
          {
            display_name: line.name,
            percentage: line.rateBasisPoints / 100,
            inclusive: false,
            country: 'CA',
            ...(region ? { state: region } : {}),
            tax_type: TAX_TYPES[line.name],
            metadata: { key },
          },
          { idempotencyKey: key },
        );
        return rate.id;
      })();
      id.catch(() => cache.delete(key));
      cache.set(key, id);
    }
    return id;
  };
}

/** "Dec 18, 2026 – Jan 18, 2027" / "2026年12月18日～2027年1月18日". */
function runDescription(order: CheckoutOrder): string {
  const from = formatDate(order.startDate, order.language);
  const to = formatDate(order.endDate, order.language);
  return order.language === 'ja' ? `掲載期間：${from}～${to}` : `Runs ${from} – ${to}`;
}

async function lineItems(
  order: CheckoutOrder,
  taxRates: TaxRates,
): Promise<Stripe.Checkout.SessionCreateParams.LineItem[]> {
  const plan = PLAN_CATALOGUE[order.plan];
  const rates = await Promise.all(order.taxLines.map((line) => taxRates(line, order.taxRegion)));
  return [
    {
      quantity: order.months,
      price_data: {
        currency: PROVIDER_CURRENCY,
        unit_amount: plan.monthlyPriceCents,
        product_data: {
          name: `${plan.label[order.language]} (${formatDuration(1, order.language)})`,
          // The run the advertiser pays for, on the hosted page beside the plan.
          description: runDescription(order),
        },
      },
      ...(rates.length > 0 ? { tax_rates: rates } : {}),
    },
  ];
}

type SessionLike = Pick<
  Stripe.Checkout.Session,
  'id' | 'status' | 'payment_status' | 'payment_intent' | 'amount_total' | 'currency' | 'livemode'
>;

/** The card of a payment intent read back with its latest charge expanded; null when it was not expanded. */
function cardOf(intent: SessionLike['payment_intent']): ProviderPayment['card'] {
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const card = charge.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
}

function paymentOf(session: SessionLike): ProviderPayment {
  const intent = session.payment_intent;
  return {
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: session.amount_total,
    currency: session.currency,
    livemode: session.livemode,
    card: cardOf(intent),
  };
}

/** A session as the API acts on it. A completed session without payment is a delayed method still settling. */
export function checkoutStateOf(session: SessionLike): CheckoutState {
  const paid = session.payment_status !== 'unpaid';
  const state =
    session.status === 'complete'
      ? paid
        ? 'paid'
        : 'processing'
      : session.status === 'open'
        ? 'open'
        : 'closed';
  return { sessionId: session.id, state, payment: paid ? paymentOf(session) : null };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete the session unpaid; async_payment_succeeded follows later.
      return event.data.object.payment_status === 'unpaid'
        ? { type: 'ignored', eventType: `${event.type} (unpaid)` }
        : { type: 'completed', sessionId: event.data.object.id, payment: paymentOf(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { type: 'completed', sessionId: event.data.object.id, payment: paymentOf(event.data.object) };
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { type: 'expired', sessionId: event.data.object.id };
    default:
      return { type: 'ignored', eventType: event.type };
  }
}

/** A refund of the payment intent that already stands (made under this key, or any that did not fail: the portal
 *  only ever refunds a payment once, in full); null when there is none. */
async function existingRefund(stripe: Stripe, paymentIntent: string, key: string): Promise<string | null> {
  const standing: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }))
    if (refund.status !== 'failed' && refund.status !== 'canceled') standing.push(refund);
  return (standing.find((refund) => refund.metadata?.refundKey === key) ?? standing[0])?.id ?? null;
}

/** The payment intent of a paid session, which Stripe's Refunds API needs. */
async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return paymentOf(session).paymentId;
}

export function createStripeCheckout(
  options: StripeOptions,
  logger: FastifyBaseLogger,
  stripe: Stripe = stripeClient(options.secretKey),
): PaymentProvider {
  const { webhookSecret } = options;
  if (!webhookSecret) logger.warn('STRIPE_WEBHOOK_SECRET is not set: payments will never complete');
  const taxRates = taxRateCache(stripe);

  return {
    kind: 'stripe',
    description: `Stripe Checkout (API ${STRIPE_API_VERSION})`,
    livemode: isLiveKey(options.secretKey),
    async createCheckout(order) {
      try {
        const expiresAt = Math.floor(Date.now() / 1000) + STRIPE_CHECKOUT_LIFETIME_SECONDS;
        const metadata = { adId: String(order.adId), advertiserId: String(order.advertiserId) };
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          // The checkout is card-only (product.md, Money): a card is paid or refused at once, never "processing"
          // (decision 0034).
          allowed_payment_method_types: ['card'],
          customer_email: order.email,
          client_reference_id: String(order.adId),
          locale: order.language,
          line_items: await lineItems(order, taxRates),
          metadata,
          // Stripe's payment, refund and dispute views show the payment intent's metadata, not the session's.
          payment_intent_data: { metadata },
          expires_at: expiresAt,
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        });
        if (!session.url) return { ok: false, reason: `Stripe returned session ${session.id} without a URL` };
        return {
          ok: true,
          sessionId: session.id,
          url: session.url,
          expiresAt: new Date(session.expires_at * 1000),
        };
      } catch (error) {
        logger.error({ err: error, adId: order.adId }, 'Stripe refused to open a checkout');
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { expired: true };
      } catch (error) {
        // Refused when it is no longer open (just paid, or expired already): the caller retrieves it.
        logger.info({ err: error, sessionId }, 'a Stripe checkout could not be expired');
        return { expired: false };
      }
    },
    async retrieveCheckout(sessionId) {
      try {
        // With its charge, so the receipt can print the card's brand and last four.
        return checkoutStateOf(
          await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] }),
        );
      } catch (error) {
        logger.warn({ err: error, sessionId }, 'a Stripe checkout could not be read');
        return null;
      }
    },
    async listRecentCheckouts(since) {
      const states: CheckoutState[] = [];
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const session of stripe.checkout.sessions.list({ created, limit: 100 }))
        states.push(checkoutStateOf(session));
      return states;
    },
    async refund(request) {
      try {
        const paymentIntent = request.providerPaymentId ?? (await paymentIntentOf(stripe, request.sessionId));
        if (!paymentIntent)
          return { ok: false, reason: `Stripe session ${request.sessionId} has no payment intent` };
        // Stripe keeps an idempotency key for about a day: a retry after that would be refused as "already
        // refunded" for good. The payment's refunds are read first, and one already made is the answer.
        const made = await existingRefund(stripe, paymentIntent, request.idempotencyKey);
        if (made) return { ok: true, refundId: made };
        // The idempotency key makes a retried or concurrent request within the day answer the same refund.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { adId: String(request.adId), refundKey: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ok: true, refundId: refund.id };
      } catch (error) {
        logger.error({ err: error, adId: request.adId }, 'Stripe refused a refund');
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookResult {
      if (!webhookSecret) return { ok: false, reason: 'STRIPE_WEBHOOK_SECRET is not set' };
      if (!signature) return { ok: false, reason: 'no Stripe-Signature header' };
      try {
        return {
          ok: true,
          event: toPaymentEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)),
        };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
