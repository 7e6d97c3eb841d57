/** What the API needs from a card-payment provider: open a hosted checkout for one ad and, for providers that call
 *  back, turn a signed webhook into "this checkout was paid / expired". The embedded test checkout (a page the API
 *  serves itself) is the default; Stripe Checkout is used when STRIPE_SECRET_KEY is set. */
import type { CheckoutAmounts, Language, Plan, TaxLine } from 'shared-contracts';

export type CheckoutOrder = {
  adId: number;
  advertiserId: number;
  email: string;
  language: Language;
  plan: Plan;
  months: number;
  /** The run the payment is for, 'YYYY-MM-DD', shown on the checkout beside the plan. */
  startDate: string;
  endDate: string;
  amounts: CheckoutAmounts;
  /** Each tax of amounts.taxCents on its own (they sum to it), and the Canadian province it is owed in. */
  taxLines: TaxLine[];
  taxRegion: string | null;
  /** Where the provider sends the browser after paying or giving up. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession =
  { ok: true; sessionId: string; url: string; expiresAt: Date | null } | { ok: false; reason: string };

/** What the provider reports of a paid checkout: its own payment (Stripe's payment intent, which refunds need),
 *  what it charged and whether it was live money. Cross-checked against the stored payment on completion. */
export type ProviderPayment = {
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
  livemode: boolean;
  /** The card it was paid with, when the provider's answer carried it (a session read back with its charge). */
  card?: { brand: string; last4: string } | null;
};

/** A checkout as the provider sees it now: 'paid' (money taken), 'processing' (completed, a bank debit not yet
 *  settled), 'open' (still payable) or 'closed' (expired, nothing taken). */
export type CheckoutState = {
  sessionId: string;
  state: 'paid' | 'processing' | 'open' | 'closed';
  payment: ProviderPayment | null;
};

/** Whether the provider expired the checkout; `false` when it refused (e.g. it was just paid) or failed. */
export type ExpireResult = { expired: boolean };

/** A verified provider event, reduced to what the API acts on. */
export type PaymentEvent =
  | { type: 'completed'; sessionId: string; payment: ProviderPayment | null }
  | { type: 'expired'; sessionId: string }
  | { type: 'failed'; sessionId: string }
  | { type: 'ignored'; eventType: string };

export type WebhookResult = { ok: true; event: PaymentEvent } | { ok: false; reason: string };

/** Give back a completed payment (services/refunds.ts). The idempotency key is the same for every attempt at the
 *  same refund (`refund-ad-<id>`), so a retried or concurrent request never refunds twice at the provider. */
export type RefundRequest = {
  adId: number;
  /** The checkout session that was paid. */
  sessionId: string;
  /** The provider's payment (Stripe's payment intent) when stored; otherwise the provider looks it up. */
  providerPaymentId: string | null;
  amountCents: number;
  idempotencyKey: string;
};

export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string };

export interface PaymentProvider {
  /** Stored in payments.provider. */
  readonly kind: 'test-checkout' | 'stripe';
  /** One line for the start-up log. */
  readonly description: string;
  /** Whether its key takes live money (Stripe: an sk_live_ key); a payment reported in the other mode is held.
   *  Undefined for providers that report no mode. */
  readonly livemode?: boolean;
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /** Stops a checkout from being paid; when the provider refuses, ask retrieveCheckout what happened to it. */
  expireCheckout(sessionId: string): Promise<ExpireResult>;
  /** The checkout as the provider sees it now; null when it cannot say (unknown session, provider unreachable). */
  retrieveCheckout(sessionId: string): Promise<CheckoutState | null>;
  /** Checkouts created since `since`, for the reconciliation job; providers that keep no sessions list none. */
  listRecentCheckouts(since: Date): Promise<CheckoutState[]>;
  /** Refunds a completed payment in full; the same idempotency key gives back the same refund. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Checks the signature over the raw body; null for providers that do not call back. */
  readonly verifyWebhook: ((rawBody: Buffer, signature: string | undefined) => WebhookResult) | null;
}
