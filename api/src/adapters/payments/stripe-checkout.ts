/** The production payment provider: Stripe Checkout (STRIPE_SECRET_KEY). The order is priced by the API (plan ×
 *  months, plus Canadian sales tax as its own line) and Stripe only collects it; completion arrives through POST
 *  /api/stripe/webhook, whose signature is checked with STRIPE_WEBHOOK_SECRET over the raw body. */
import Stripe from 'stripe';
import { formatDuration, PLAN_CATALOGUE } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutOrder, PaymentEvent, PaymentProvider, WebhookResult } from './payments';

export type StripeOptions = { secretKey: string; webhookSecret: string | undefined };

function lineItems(order: CheckoutOrder): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const plan = PLAN_CATALOGUE[order.plan];
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: order.months,
      price_data: {
        currency: 'usd',
        unit_amount: plan.monthlyPriceCents,
        product_data: { name: `${plan.label[order.language]} (${formatDuration(1, order.language)})` },
      },
    },
  ];
  if (order.amounts.taxCents > 0 && order.amounts.taxLabel) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.amounts.taxCents,
        product_data: { name: order.amounts.taxLabel[order.language] },
      },
    });
  }
  return items;
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete the session unpaid; async_payment_succeeded follows later.
      return event.data.object.payment_status === 'unpaid'
        ? { type: 'ignored', eventType: `${event.type} (unpaid)` }
        : { type: 'completed', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_succeeded':
      return { type: 'completed', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { type: 'expired', sessionId: event.data.object.id };
    default:
      return { type: 'ignored', eventType: event.type };
  }
}

/** The payment intent of a paid session, which Stripe's Refunds API needs. */
async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

export function createStripeCheckout(options: StripeOptions, logger: FastifyBaseLogger): PaymentProvider {
  const stripe = new Stripe(options.secretKey);
  const { webhookSecret } = options;
  if (!webhookSecret) logger.warn('STRIPE_WEBHOOK_SECRET is not set: payments will never complete');

  return {
    kind: 'stripe',
    description: 'Stripe Checkout',
    async createCheckout(order) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          customer_email: order.email,
          client_reference_id: String(order.adId),
          locale: order.language,
          line_items: lineItems(order),
          metadata: { adId: String(order.adId), advertiserId: String(order.advertiserId) },
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        });
        if (!session.url) return { ok: false, reason: `Stripe returned session ${session.id} without a URL` };
        return { ok: true, sessionId: session.id, url: session.url };
      } catch (error) {
        logger.error({ err: error, adId: order.adId }, 'Stripe refused to open a checkout');
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already completed or expired: nothing to stop.
        logger.info({ err: error, sessionId }, 'an older Stripe checkout could not be expired');
      }
    },
    async refund(request) {
      try {
        const paymentIntent = request.providerPaymentId ?? (await paymentIntentOf(stripe, request.sessionId));
        if (!paymentIntent)
          return { ok: false, reason: `Stripe session ${request.sessionId} has no payment intent` };
        // The idempotency key makes a retried or concurrent request answer the same refund.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { adId: String(request.adId) },
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
