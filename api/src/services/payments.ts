/** Paying for an ad (SPEC §4 UNPAID → PENDING): open a checkout priced from the stored ad (plan × months plus
 *  Canadian sales tax by the advertiser's province), record it, and complete it exactly once when the provider
 *  says it was paid. The test checkout's Pay button (adapters/payments/test-checkout/) and Stripe's webhook both
 *  end in completePayment. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  calculateEndDate,
  hrefs,
  parseIsoDate,
  PROVIDER_CURRENCY,
  startDateWindow,
  subtotalCents,
  todayUtc,
  type CheckoutAmounts,
  type CheckoutRequest,
  type Plan,
  PlainDate,
} from 'shared-contracts';
import {
  canTransition,
  checkoutAmounts,
  orderAmounts,
  isAllowedStartDate,
  localize,
} from 'shared-contracts/api';
import type { CheckoutState, PaymentProvider, ProviderPayment } from '../adapters/payments/payments';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentStatus } from '../db/schema';
import { updateAdIfStatus } from '../repositories/ads';
import { isUniqueViolation, type AdvertiserRow } from '../repositories/advertisers';
import * as paymentRepository from '../repositories/payments';
import { findReceiptOfPayment } from '../repositories/receipts';
import * as refundRepository from '../repositories/refunds';
import { issueReceipt } from './receipts';
import {
  findOwnAd,
  fixedTermsChanged,
  hasUsableCountry,
  type AdFailure,
  type AdRow,
} from './ad-applications';
import { refuse, type Failure, type Outcome } from './outcome';

export type PaymentDeps = { db: Db; payments: PaymentProvider; config: Config; log: FastifyBaseLogger };
export type PaymentRow = paymentRepository.PaymentRow;

export type CheckoutStarted = Outcome<{ url: string }, AdFailure | Failure<'PROVIDER_FAILED'>>;

/** The home the sales tax is computed for: the account's, or the one given on the application when the account
 *  has none (both are the applicant's home; the account is the more recent). */
function taxHome(advertiser: AdvertiserRow, ad: AdRow): { country: string; region: string | null } {
  if (hasUsableCountry(advertiser) && advertiser.country)
    return { country: advertiser.country, region: advertiser.region };
  return { country: ad.country ?? '', region: ad.region };
}

export function amountsFor(
  plan: Plan,
  months: number,
  home: { country: string; region: string | null },
): CheckoutAmounts {
  return checkoutAmounts(subtotalCents(plan, months), home.country, home.region);
}

/** Marks an ad's claim of its one open payment until the provider's session is attached. A claim older than this
 *  was left by a request that died while the provider was opening the session: nobody was sent to that page. */
const CLAIM_PREFIX = 'claim_';
const CLAIM_STALE_MS = 2 * 60 * 1000;

type Settled = 'clear' | 'paid' | 'busy';

/**
 * Closes the ad's open checkout before a new one opens, so one ad can never be paid twice through two pages. The
 * row is closed only once the provider agreed to expire the session; when it refuses, the session is read back:
 * paid → it completes here ('paid': no new checkout), still open or unreadable → 'busy' (no new checkout either).
 */
async function closeOpenCheckouts(deps: PaymentDeps, adId: number): Promise<Settled> {
  for (const row of await paymentRepository.listOpenPaymentsOfAd(deps.db, adId)) {
    if (row.providerSessionId.startsWith(CLAIM_PREFIX)) {
      if (Date.now() - row.createdAt.getTime() < CLAIM_STALE_MS) return 'busy';
      await paymentRepository.closeOpenPayment(deps.db, row.id, 'FAILED');
      continue;
    }
    // A provider no longer configured cannot be asked; its page checks the row and is closed with it.
    if (row.provider !== deps.payments.kind) {
      await paymentRepository.closeOpenPayment(deps.db, row.id, 'EXPIRED');
      continue;
    }
    const settled = await settleSession(deps, row.providerSessionId, 'expire');
    if (settled !== 'closed') return settled === 'completed' ? 'paid' : 'busy';
  }
  return 'clear';
}

/** Before an UNPAID ad is deleted: its open checkout is expired (and the test checkout's page closed), so nobody
 *  pays for it in another tab. A payment that slips in later is refunded by completePayment. */
export async function closeCheckoutsOfAd(deps: PaymentDeps, adId: number): Promise<void> {
  const settled = await closeOpenCheckouts(deps, adId);
  if (settled === 'busy') deps.log.warn({ adId }, 'an open checkout of a deleted ad could not be expired');
}

/** Before an account closes: every open checkout of its ads, as closeCheckoutsOfAd. */
export async function closeCheckoutsOfAdvertiser(deps: PaymentDeps, advertiserId: number): Promise<void> {
  const open = await paymentRepository.listOpenPaymentsOfAdvertiser(deps.db, advertiserId);
  for (const adId of new Set(open.map((row) => row.adId)))
    if (adId !== null) await closeCheckoutsOfAd(deps, adId);
}

/**
 * Brings one stored checkout in line with the provider: with 'expire', asks the provider to expire it first.
 * 'closed' (expired, row EXPIRED), 'completed' (it was paid: completed through completePayment), 'open' (still
 * payable), 'processing' (paid by a delayed method not yet settled) or 'unknown' (the provider could not say).
 */
export async function settleSession(
  deps: PaymentDeps,
  sessionId: string,
  mode: 'expire' | 'read',
): Promise<'closed' | 'completed' | 'open' | 'processing' | 'unknown'> {
  if (mode === 'expire' && (await deps.payments.expireCheckout(sessionId)).expired) {
    await paymentRepository.closeOpenPaymentOfSession(deps.db, sessionId, 'EXPIRED');
    return 'closed';
  }
  const state = await deps.payments.retrieveCheckout(sessionId);
  if (!state) return 'unknown';
  return applyCheckoutState(deps, state);
}

/** Passes the provider's view of a checkout through the same completion and expiry as its webhook. */
export async function applyCheckoutState(
  deps: PaymentDeps,
  state: CheckoutState,
): Promise<'closed' | 'completed' | 'open' | 'processing'> {
  switch (state.state) {
    case 'paid':
      await completePayment(deps.db, state.sessionId, deps.log, {
        reported: state.payment,
        provider: deps.payments,
      });
      return 'completed';
    case 'closed':
      await paymentRepository.closeOpenPaymentOfSession(deps.db, state.sessionId, 'EXPIRED');
      return 'closed';
    default:
      return state.state;
  }
}

export type CheckoutConfirmed = Outcome<
  { state: 'closed' | 'completed' | 'open' | 'processing' | 'unknown' },
  Failure<'NOT_FOUND'>
>;

/** POST /checkout/confirm: the payment return asks the provider about its own checkout (Stripe's fulfilment guide:
 *  confirm on the return page beside the webhook) and settles it through the same completion, so whichever of
 *  the two comes first completes the payment and the other finds it done. Another advertiser's session, a claim
 *  or another provider's session is answered as unknown. */
export async function confirmCheckout(
  deps: PaymentDeps,
  advertiser: AdvertiserRow,
  sessionId: string,
): Promise<CheckoutConfirmed> {
  if (sessionId.startsWith(CLAIM_PREFIX)) return refuse('NOT_FOUND');
  const payment = await paymentRepository.findPaymentOfSession(deps.db, sessionId);
  if (!payment || payment.advertiserId !== advertiser.id) return refuse('NOT_FOUND');
  if (payment.status === 'COMPLETED') return { ok: true, state: 'completed' };
  if (payment.provider !== deps.payments.kind) return { ok: true, state: 'unknown' };
  return { ok: true, state: await settleSession(deps, sessionId, 'read') };
}

/** The order's amounts with each tax rounded on its own (GST, HST, QST, PST/RST go to different authorities). */
function orderFor(ad: AdRow, home: { country: string; region: string | null }) {
  const order = orderAmounts(subtotalCents(ad.plan, ad.duration), home.country, home.region);
  const amounts: CheckoutAmounts = {
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    taxLabel: amountsFor(ad.plan, ad.duration, home).taxLabel,
  };
  return { amounts, taxLines: order.taxLines };
}

/** POST /stripe/checkout/ad: only the signed-in advertiser's own UNPAID ad, for the plan and months it was applied
 *  with. At most one checkout per ad is open at any time (the payments_one_open_per_ad index): a concurrent second
 *  request is refused with CONFLICT rather than opening a second payable session. */
export async function startCheckout(
  deps: PaymentDeps,
  advertiser: AdvertiserRow,
  request: CheckoutRequest,
): Promise<CheckoutStarted> {
  // Another account's id is answered like another account's ad: as if it did not exist.
  if (request.userId !== advertiser.id) return refuse('NOT_FOUND');
  const ad = await findOwnAd(deps.db, advertiser.id, request.adId);
  if (!ad) return refuse('NOT_FOUND');
  if (!canTransition(ad.status, 'PENDING', 'payment')) return refuse('TRANSITION_NOT_ALLOWED');
  const fixed = fixedTermsChanged(ad, request);
  if (fixed) return fixed;
  // A run that has already begun (or is over) cannot be bought as it is: the advertiser picks a new start date,
  // under the application's rule, and the end date follows it (stored with the payment's claim below).
  const stale =
    PlainDate.compare(PlainDate.from(ad.startDate), startDateWindow(todayUtc()).earliestAllowed) < 0;
  const newStart = request.startDate === undefined ? null : parseIsoDate(request.startDate);
  if (
    (stale && request.startDate === undefined) ||
    (request.startDate !== undefined &&
      (!newStart || !isAllowedStartDate(newStart, todayUtc(), 'from-today')))
  )
    return {
      ok: false,
      code: 'VALIDATION',
      message: 'validation.start-date-window',
      fields: { startDate: localize('validation.start-date-window') },
    };

  const settled = await closeOpenCheckouts(deps, ad.id);
  // Paid meanwhile through the older page: the ad is PENDING now and nothing is charged again.
  if (settled === 'paid') return { ok: false, code: 'TRANSITION_NOT_ALLOWED', status: 'PENDING' };
  if (settled === 'busy') return refuse('CONFLICT');

  const home = taxHome(advertiser, ad);
  const { amounts, taxLines } = orderFor(ad, home);
  const taxRegion = amounts.taxCents > 0 ? home.region : null;
  let claim: PaymentRow | null;
  try {
    claim = await deps.db.transaction(async (tx) => {
      if (newStart) {
        const moved = await updateAdIfStatus(tx, ad.id, 'UNPAID', {
          startDate: newStart.toString(),
          endDate: calculateEndDate(newStart, ad.duration).toString(),
        });
        // Paid or deleted meanwhile: nothing is opened.
        if (!moved) return null;
      }
      return paymentRepository.insertOpenPayment(tx, {
        adId: ad.id,
        advertiserId: advertiser.id,
        provider: deps.payments.kind,
        providerSessionId: `${CLAIM_PREFIX}${randomUUID()}`,
        plan: ad.plan,
        duration: ad.duration,
        currency: PROVIDER_CURRENCY,
        subtotalCents: amounts.subtotalCents,
        taxCents: amounts.taxCents,
        totalCents: amounts.totalCents,
        taxRegion,
        taxLines,
      });
    });
  } catch (error) {
    // Another request claimed the ad's one open payment between our check and our insert.
    if (isUniqueViolation(error)) return refuse('CONFLICT');
    throw error;
  }
  if (!claim) return refuse('TRANSITION_NOT_ALLOWED');
  const origin = deps.config.portalOrigin;
  const session = await deps.payments.createCheckout({
    adId: ad.id,
    advertiserId: advertiser.id,
    email: advertiser.email,
    // The checkout speaks the ad's language, like every mail about the ad.
    language: ad.language,
    plan: ad.plan,
    months: ad.duration,
    amounts,
    taxLines,
    taxRegion,
    // The return page confirms the payment itself with the session id, beside the webhook.
    successUrl: `${origin}${hrefs.dashboardWithCheckoutStatus('success')}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${hrefs.dashboardWithCheckoutStatus('failed')}`,
  });
  if (!session.ok) {
    await paymentRepository.closeOpenPayment(deps.db, claim.id, 'FAILED');
    deps.log.error({ adId: ad.id, reason: session.reason }, 'the payment provider did not open a checkout');
    return refuse('PROVIDER_FAILED');
  }
  await paymentRepository.attachSession(deps.db, claim.id, session.sessionId, session.expiresAt);
  return { ok: true, url: session.url };
}

export type Completion = { outcome: 'completed' | 'already-completed' | 'unknown'; adMoved: boolean };

export type CompletionOptions = {
  /** What the provider reported of the money (Stripe); kept on the payment and checked against it. */
  reported?: ProviderPayment | null;
  /** The configured provider, to expire the ad's other open checkouts; without it they are only closed here. */
  provider?: PaymentProvider;
};

type LateRefund = { payment: PaymentRow; refund: refundRepository.RefundRow };
type CompletionStep = { completion: Completion; others: PaymentRow[]; lateRefund: LateRefund | null };

/** The idempotency key of the automatic refund of a payment completed after its ad was deleted. The refunds row
 *  is unique per payment, so its payment_id names the key. */
export const lateRefundIdempotencyKey = (paymentId: number) => `refund-late-payment-${paymentId}`;

/** A payment that completed after its ad was deleted is given back. The call that turned the row COMPLETED gets
 *  here (its refunds row, requested by 'system', was claimed in the same transaction), and so does a replay while
 *  that row is still PENDING; the idempotency key is the payment's, so it is refunded once at the provider. The
 *  row turns SUCCEEDED once (a guarded UPDATE) with the provider's refund id, so billing shows the refund beside
 *  the payment's receipt; when the provider refuses, it stays PENDING (billing shows only the payment), the error
 *  is logged, and the next replay or reconciliation asks again. */
async function refundLatePayment(
  db: Db,
  provider: PaymentProvider,
  { payment, refund }: LateRefund,
  log?: FastifyBaseLogger,
) {
  const given = await provider.refund({
    adId: 0, // the ad is gone; the payment id names the refund
    sessionId: payment.providerSessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: refund.amountCents,
    idempotencyKey: lateRefundIdempotencyKey(payment.id),
  });
  if (!given.ok) {
    log?.error({ paymentId: payment.id, reason: given.reason }, 'a late payment could not be refunded');
    return;
  }
  await db.transaction((tx) => refundRepository.markRefundSucceeded(tx, refund.id, given.refundId));
  log?.info({ paymentId: payment.id, refundId: given.refundId }, 'a late payment was refunded');
}

/** Whether the provider charged what the payment row says; fields it did not report are not held against it. */
function chargedAsStored(payment: PaymentRow, reported: ProviderPayment | null | undefined): boolean {
  if (!reported) return true;
  if (reported.amountCents != null && reported.amountCents !== payment.totalCents) return false;
  return reported.currency == null || reported.currency.toLowerCase() === payment.currency.toLowerCase();
}

/**
 * The provider says this checkout was paid. The payment row turns COMPLETED once (a guarded UPDATE: a second
 * call, even a concurrent one, finds nothing to update) and its ad moves UNPAID → PENDING once. The provider's
 * word wins over an EXPIRED mark of ours, since the money was taken; the ad's other open checkouts are then
 * closed (and expired with the provider), so nothing else of that ad stays payable.
 */
export async function completePayment(
  db: Db,
  providerSessionId: string,
  log?: FastifyBaseLogger,
  options: CompletionOptions = {},
): Promise<Completion> {
  const reported = options.reported;
  const { completion, others, lateRefund } = await db.transaction(async (tx): Promise<CompletionStep> => {
    const payment = await paymentRepository.completePaymentOfSession(
      tx,
      providerSessionId,
      reported
        ? {
            providerPaymentId: reported.paymentId ?? null,
            paidAmountCents: reported.amountCents ?? null,
            paidCurrency: reported.currency ?? null,
            livemode: reported.livemode ?? null,
          }
        : undefined,
    );
    if (!payment) {
      const known = await paymentRepository.findPaymentOfSession(tx, providerSessionId);
      // A late payment whose automatic refund the provider refused before: a replay asks again, same key.
      const owed = known ? await refundRepository.findRefundOfPayment(tx, known.id) : null;
      return {
        completion: { outcome: known ? 'already-completed' : 'unknown', adMoved: false },
        others: [],
        lateRefund:
          known && owed?.status === 'PENDING' && owed.requestedBy === 'system'
            ? { payment: known, refund: owed }
            : null,
      };
    }
    // The receipt (and its mail) commits with the completion, or neither does.
    const receipt = (await issueReceipt(tx, payment)) ?? (await findReceiptOfPayment(tx, payment.id));
    if (payment.adId === null) {
      log?.warn({ paymentId: payment.id }, 'a payment completed for an ad that was deleted: refunding it');
      // The refund owed is recorded with the completion; refundLatePayment makes it after the commit.
      const refund = await refundRepository.claimRefund(tx, {
        paymentId: payment.id,
        receiptId: receipt?.id ?? null,
        adId: null,
        advertiserId: payment.advertiserId,
        amountCents: payment.paidAmountCents ?? payment.totalCents,
        currency: (payment.paidCurrency ?? payment.currency).toUpperCase(),
        provider: payment.provider,
        requestedBy: 'system',
      });
      return {
        completion: { outcome: 'completed', adMoved: false },
        others: [],
        lateRefund: { payment, refund },
      };
    }
    const others = await paymentRepository.listOpenPaymentsOfAd(tx, payment.adId, providerSessionId);
    for (const other of others) await paymentRepository.closeOpenPayment(tx, other.id, 'EXPIRED');
    if (!chargedAsStored(payment, reported)) {
      log?.error(
        { paymentId: payment.id, adId: payment.adId, reported, totalCents: payment.totalCents },
        'a payment completed with another amount or currency than was priced: the ad waits for an operator',
      );
      return { completion: { outcome: 'completed', adMoved: false }, others, lateRefund: null };
    }
    const moved = await updateAdIfStatus(tx, payment.adId, 'UNPAID', { status: 'PENDING' });
    if (!moved)
      log?.warn(
        { paymentId: payment.id, adId: payment.adId },
        'a payment completed for an ad that was no longer unpaid',
      );
    return { completion: { outcome: 'completed', adMoved: moved !== null }, others, lateRefund: null };
  });
  const provider = options.provider;
  if (provider)
    for (const other of others)
      if (other.provider === provider.kind && !other.providerSessionId.startsWith(CLAIM_PREFIX))
        await provider.expireCheckout(other.providerSessionId);
  if (lateRefund) {
    if (provider && lateRefund.payment.provider === provider.kind)
      await refundLatePayment(db, provider, lateRefund, log);
    else
      log?.error(
        { paymentId: lateRefund.payment.id, provider: lateRefund.payment.provider },
        'a late payment for a deleted ad was not refunded (no configured provider of its own): refund it by hand',
      );
  }
  return completion;
}
/** The provider says this checkout ended without payment (expired, failed); only an OPEN row changes. */
export async function closePayment(
  db: Db,
  providerSessionId: string,
  status: Extract<PaymentStatus, 'EXPIRED' | 'FAILED'>,
): Promise<boolean> {
  return paymentRepository.closeOpenPaymentOfSession(db, providerSessionId, status);
}
