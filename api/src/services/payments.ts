/** Paying for an ad (product.md, Ad statuses: UNPAID → PENDING): open a checkout priced from the stored ad (plan ×
 *  months plus Canadian sales tax by the advertiser's province), record it, and complete it exactly once when the
 *  provider says it was paid. The test checkout's Pay button (adapters/payments/test-checkout/) and Stripe's webhook
 *  both end in completePayment. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  hrefs,
  PROVIDER_CURRENCY,
  subtotalCents,
  type CheckoutAmounts,
  type CheckoutRequest,
  type Plan,
  canPayFor,
} from 'shared-contracts';
import { canTransition, checkoutAmounts, orderAmounts, localize } from 'shared-contracts/api';
import type { CheckoutState, PaymentProvider, ProviderPayment } from '../adapters/payments/payments';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { PaymentStatus } from '../db/schema';
import { updateAdIfStatus } from '../repositories/ads';
import { findOpenPersonById, isUniqueViolation, type AdvertiserRow } from '../repositories/advertisers';
import { insertAudit } from '../repositories/members';
import { moneyRecipients } from './recipients';
import { insertOutboxMail } from '../repositories/outbox-mails';
import { lateRefundMail, type LateRefundReason } from '../mails/billing-mails';
import * as paymentRepository from '../repositories/payments';
import { findReceiptOfPayment } from '../repositories/receipts';
import * as refundRepository from '../repositories/refunds';
import { configuredContext, issueReceipt } from './receipts';
import {
  findOwnAd,
  fixedTermsChanged,
  hasUsableCountry,
  type AdFailure,
  type AdRow,
} from './ad-applications';
import { refuse, type Failure, type Outcome } from './outcome';
import {
  calculateEndDate,
  parseIsoDate,
  startDateWindow,
  todayUtc,
  isAllowedStartDate,
} from 'shared-contracts/dates';
import { Temporal } from 'temporal-polyfill';

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
export const CLAIM_STALE_MS = 2 * 60 * 1000;

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
    // A held payment left the ad unpaid and its row is no longer open: like a closed one.
    if (settled !== 'closed' && settled !== 'held') return settled === 'completed' ? 'paid' : 'busy';
  }
  return 'clear';
}

/** Before an UNPAID ad is deleted: its open checkout is expired (and the test checkout's page closed), so nobody
 *  pays for it in another tab. 'paid' when it turns out to have been paid meanwhile: the ad is PENDING now, and
 *  the caller refuses the delete. A payment that slips in after the delete is refunded by completePayment. */
export async function closeCheckoutsOfAd(deps: PaymentDeps, adId: number): Promise<Settled> {
  const settled = await closeOpenCheckouts(deps, adId);
  if (settled === 'busy') deps.log.warn({ adId }, 'an open checkout of a deleted ad could not be expired');
  return settled;
}

/** Before an account closes: every open checkout of its ads, as closeCheckoutsOfAd. `paid` when one of them was
 *  paid meanwhile; `adIds`, the ads whose checkouts were closed, which must still be unpaid when they are deleted. */
export async function closeCheckoutsOfAdvertiser(
  deps: PaymentDeps,
  advertiserId: number,
): Promise<{ paid: boolean; adIds: number[] }> {
  const open = await paymentRepository.listOpenPaymentsOfAdvertiser(deps.db, advertiserId);
  const adIds = [...new Set(open.map((row) => row.adId))].filter((id): id is number => id !== null);
  let paid = false;
  for (const adId of adIds) if ((await closeCheckoutsOfAd(deps, adId)) === 'paid') paid = true;
  return { paid, adIds };
}

/** What a stored checkout turned out to be, once brought in line with the provider. */
export type Settlement = 'closed' | 'completed' | 'held' | 'open' | 'processing' | 'unknown';

/**
 * Brings one stored checkout in line with the provider: with 'expire', asks the provider to expire it first.
 * 'closed' (expired, row EXPIRED), 'completed' (it was paid: completed through completePayment), 'held' (paid,
 * but not what was priced: held for an operator, the ad unpaid), 'open' (still payable), 'processing' (paid by a
 * delayed method not yet settled) or 'unknown' (the provider could not say).
 */
export async function settleSession(
  deps: PaymentDeps,
  sessionId: string,
  mode: 'expire' | 'read',
): Promise<Settlement> {
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
): Promise<Exclude<Settlement, 'unknown'>> {
  switch (state.state) {
    case 'paid': {
      const completion = await completePayment(deps.db, state.sessionId, deps.log, {
        reported: state.payment,
        provider: deps.payments,
      });
      if (completion.outcome === 'held') return 'held';
      const row = await paymentRepository.findPaymentOfSession(deps.db, state.sessionId);
      return row?.status === 'HELD' ? 'held' : 'completed';
    }
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
  // A held payment waits for an operator: the return page says it is being processed, never that it went through.
  if (payment.status === 'HELD') return { ok: true, state: 'processing' };
  if (payment.provider !== deps.payments.kind) return { ok: true, state: 'unknown' };
  const settled = await settleSession(deps, sessionId, 'read');
  return { ok: true, state: settled === 'held' ? 'processing' : settled };
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
  // The row rule of paying (decision 0121): a manager pays only for the ads they applied for.
  if (!canPayFor(advertiser.role, advertiser.personId, ad.appliedBy)) return refuse('FORBIDDEN');
  if (!canTransition(ad.status, 'PENDING', 'payment')) return refuse('TRANSITION_NOT_ALLOWED');
  const fixed = fixedTermsChanged(ad, request);
  if (fixed) return fixed;
  // A run that has already begun (or is over) cannot be bought as it is: the advertiser picks a new start date,
  // under the application's rule, and the end date follows it (stored with the payment's claim below).
  const stale =
    Temporal.PlainDate.compare(
      Temporal.PlainDate.from(ad.startDate),
      startDateWindow(todayUtc()).earliestAllowed,
    ) < 0;
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
        openedBy: advertiser.personId,
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
    // The checkout speaks the language of the member who opens it: a billing member may pay for an ad that another
    // member applied for in another language.
    language: advertiser.language,
    plan: ad.plan,
    months: ad.duration,
    startDate: newStart ? newStart.toString() : ad.startDate,
    endDate: newStart ? calculateEndDate(newStart, ad.duration).toString() : ad.endDate,
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
  if (!(await paymentRepository.attachSession(deps.db, claim.id, session.sessionId, session.expiresAt))) {
    // The claim was taken over as stale while the provider answered, and another checkout may be open by now: this
    // session must never be payable, so it is expired at once and nobody is sent to it.
    const expired = await deps.payments.expireCheckout(session.sessionId);
    deps.log.warn(
      { adId: ad.id, sessionId: session.sessionId, expired: expired.expired },
      'a checkout opened after its claim was closed: expired at once',
    );
    return refuse('CONFLICT');
  }
  return { ok: true, url: session.url };
}

export type Completion = {
  outcome: 'completed' | 'already-completed' | 'held' | 'unknown';
  adMoved: boolean;
};

export type CompletionOptions = {
  /** What the provider reported of the money (Stripe); kept on the payment and checked against it. */
  reported?: ProviderPayment | null;
  /** The configured provider, to expire the ad's other open checkouts; without it they are only closed here. */
  provider?: PaymentProvider;
};

type LateRefund = { payment: PaymentRow; refund: refundRepository.RefundRow; reason: LateRefundReason };
type CompletionStep = { completion: Completion; others: PaymentRow[]; lateRefund: LateRefund | null };

/** The idempotency key of the automatic refund of a late payment (its ad deleted, or paid for already). The
 *  refunds row is unique per payment, so its payment_id names the key. */
export const lateRefundIdempotencyKey = (paymentId: number) => `refund-late-payment-${paymentId}`;

/** The account's audit trail names who paid: the member who opened the checkout (decision 0121). */
async function recordPaid(tx: Tx, ad: AdRow, openedBy: number | null): Promise<void> {
  const payer = openedBy === null ? null : await findOpenPersonById(tx, openedBy);
  await insertAudit(tx, {
    advertiserId: ad.advertiserId,
    actor: payer ? { personId: payer.id, name: payer.name, email: payer.email } : null,
    action: 'paid',
    subject: { kind: 'ad', id: ad.id, label: ad.title },
  });
}

/** The mail that tells the advertiser their late payment was given back, stored once with the refund's mark. */
async function storeLateRefundMail(tx: Tx, { payment, reason }: LateRefund, amountCents: number) {
  if (payment.advertiserId === null) return;
  // Refunds are told to the owners and the billing members, once each (decision 0121).
  const recipients = await moneyRecipients(tx, payment.advertiserId);
  const shown = await paymentRepository.findPaymentWithAd(tx, payment.provider, payment.providerSessionId);
  const receipt = await findReceiptOfPayment(tx, payment.id);
  for (const recipient of recipients)
    await insertOutboxMail(
      tx,
      lateRefundMail(
        recipient,
        {
          adTitle: shown?.adTitle ?? null,
          language: shown?.language ?? 'en',
          amountCents,
          receiptNumber: receipt?.number ?? null,
          reason,
        },
        configuredContext().site,
      ),
    );
}

/** Gives back a late payment: one whose ad was deleted before it arrived, or whose ad was already paid for through
 *  another checkout. The call that settled the row gets here (its refunds row, requested by 'system', was claimed
 *  in the same transaction), and so do a replay and reconciliation while that row is still PENDING; the provider is
 *  asked under the payment's own key and finds a refund it made before, so the money goes back once. The row
 *  turns SUCCEEDED once (a guarded UPDATE) with the provider's refund id, and only that call stores the mail to the
 *  advertiser; when the provider refuses, it stays PENDING, the error is logged, and the next replay or
 *  reconciliation asks again. */
export async function refundLatePayment(
  db: Db,
  provider: PaymentProvider,
  late: LateRefund,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const { payment, refund } = late;
  const given = await provider.refund({
    adId: payment.adId ?? 0,
    sessionId: payment.providerSessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: refund.amountCents,
    idempotencyKey: lateRefundIdempotencyKey(payment.id),
  });
  if (!given.ok) {
    log?.error({ paymentId: payment.id, reason: given.reason }, 'a late payment could not be refunded');
    return false;
  }
  await db.transaction(async (tx) => {
    const marked = await refundRepository.markRefundSucceeded(tx, refund.id, given.refundId);
    if (marked) await storeLateRefundMail(tx, late, marked.amountCents);
  });
  log?.info({ paymentId: payment.id, refundId: given.refundId }, 'a late payment was refunded');
  return true;
}

/** Why the money the provider reports is not what the payment row was priced at, or null when it is: another
 *  amount, another currency, or test money on a live key (and live money on a test key). Fields the provider did
 *  not report are not held against it. */
function mismatchOf(
  payment: PaymentRow,
  reported: ProviderPayment | null | undefined,
  provider: PaymentProvider | undefined,
): 'amount' | 'currency' | 'livemode' | null {
  if (!reported) return null;
  if (reported.amountCents != null && reported.amountCents !== payment.totalCents) return 'amount';
  if (reported.currency != null && reported.currency.toLowerCase() !== payment.currency.toLowerCase())
    return 'currency';
  if (
    provider?.livemode !== undefined &&
    provider.kind === payment.provider &&
    reported.livemode != null &&
    reported.livemode !== provider.livemode
  )
    return 'livemode';
  return null;
}

/** A refund owed by the system for this payment and not made yet: a replay asks the provider again. */
async function owedLateRefund(tx: Tx, sessionId: string): Promise<CompletionStep> {
  const known = await paymentRepository.findPaymentOfSession(tx, sessionId);
  const owed = known ? await refundRepository.findRefundOfPayment(tx, known.id) : null;
  return {
    completion: { outcome: known ? 'already-completed' : 'unknown', adMoved: false },
    others: [],
    lateRefund:
      known && owed?.status === 'PENDING' && owed.requestedBy === 'system'
        ? { payment: known, refund: owed, reason: known.adId === null ? 'ad-deleted' : 'paid-twice' }
        : null,
  };
}

/** Records the refund owed for a late payment with its completion; refundLatePayment makes it after the commit. */
async function claimLateRefund(
  tx: Tx,
  payment: PaymentRow,
  receiptId: number | null,
  reason: LateRefundReason,
): Promise<LateRefund> {
  const refund = await refundRepository.claimRefund(tx, {
    paymentId: payment.id,
    receiptId,
    adId: payment.adId,
    advertiserId: payment.advertiserId,
    amountCents: payment.paidAmountCents ?? payment.totalCents,
    currency: (payment.paidCurrency ?? payment.currency).toUpperCase(),
    provider: payment.provider,
    requestedBy: 'system',
  });
  return { payment, refund, reason };
}

/**
 * The provider says this checkout was paid. The payment row is settled once (a guarded UPDATE: a second call, even
 * a concurrent one, finds nothing to update). Money that does not match what was priced is HELD for operators: no
 * receipt, the ad stays unpaid, the review desk shows it with a refund action. Otherwise the row turns COMPLETED
 * with its receipt and its ad moves UNPAID → PENDING once. The provider's word wins over an EXPIRED or FAILED mark
 * of ours, since the money was taken; the ad's other open checkouts are then closed (and expired with the
 * provider), so nothing else of that ad stays payable. A payment for an ad that is gone, or that another payment
 * already paid for, is a late payment: refunded once, automatically, and the advertiser is mailed.
 */
export async function completePayment(
  db: Db,
  providerSessionId: string,
  log?: FastifyBaseLogger,
  options: CompletionOptions = {},
): Promise<Completion> {
  const { reported, provider } = options;
  const values = reported
    ? {
        providerPaymentId: reported.paymentId ?? null,
        paidAmountCents: reported.amountCents ?? null,
        paidCurrency: reported.currency ?? null,
        livemode: reported.livemode ?? null,
      }
    : undefined;
  const { completion, others, lateRefund } = await db.transaction(async (tx): Promise<CompletionStep> => {
    const known = await paymentRepository.findPaymentOfSession(tx, providerSessionId);
    const mismatch = known ? mismatchOf(known, reported, provider) : null;
    if (known && mismatch) {
      const held = await paymentRepository.settlePaymentOfSession(
        tx,
        providerSessionId,
        { status: 'HELD', heldReason: mismatch },
        values,
      );
      if (!held) return owedLateRefund(tx, providerSessionId);
      log?.error(
        { paymentId: held.id, adId: held.adId, reported, totalCents: held.totalCents, mismatch },
        'a payment does not match what was priced: held for an operator, the ad stays unpaid',
      );
      return { completion: { outcome: 'held', adMoved: false }, others: [], lateRefund: null };
    }
    const payment = await paymentRepository.settlePaymentOfSession(
      tx,
      providerSessionId,
      { status: 'COMPLETED' },
      values,
    );
    if (!payment) return owedLateRefund(tx, providerSessionId);
    // The receipt (and its mail) commits with the completion, or neither does.
    const receipt =
      (await issueReceipt(tx, payment, undefined, reported?.card ?? null)) ??
      (await findReceiptOfPayment(tx, payment.id));
    if (payment.adId === null) {
      log?.warn({ paymentId: payment.id }, 'a payment completed for an ad that was deleted: refunding it');
      return {
        completion: { outcome: 'completed', adMoved: false },
        others: [],
        lateRefund: await claimLateRefund(tx, payment, receipt?.id ?? null, 'ad-deleted'),
      };
    }
    const others = await paymentRepository.listOpenPaymentsOfAd(tx, payment.adId, providerSessionId);
    for (const other of others) await paymentRepository.closeOpenPayment(tx, other.id, 'EXPIRED');
    // Guarded: of two payments of one ad completing at once, the second waits here and finds the ad moved.
    const moved = await updateAdIfStatus(tx, payment.adId, 'UNPAID', {
      status: 'PENDING',
      reviewRequestedAt: new Date(),
    });
    if (moved) {
      await recordPaid(tx, moved, payment.openedBy);
      return { completion: { outcome: 'completed', adMoved: true }, others, lateRefund: null };
    }
    if (await paymentRepository.hasOtherCompletedPayment(tx, payment.adId, payment.id)) {
      log?.warn(
        { paymentId: payment.id, adId: payment.adId },
        'a second payment completed for an ad already paid for: refunding it',
      );
      return {
        completion: { outcome: 'completed', adMoved: false },
        others,
        lateRefund: await claimLateRefund(tx, payment, receipt?.id ?? null, 'paid-twice'),
      };
    }
    log?.warn(
      { paymentId: payment.id, adId: payment.adId },
      'a payment completed for an ad that was no longer unpaid',
    );
    return { completion: { outcome: 'completed', adMoved: false }, others, lateRefund: null };
  });
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
        'a late payment was not refunded (no configured provider of its own): refund it by hand',
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
