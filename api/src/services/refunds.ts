/** Refunds (product.md, Rules shown to advertisers: "A rejected ad can be changed and resubmitted, or refunded. Once an
 *  ad has been live there is no refund."; decision 0033). Only a REJECTED ad that was never live, asked by its
 *  advertiser or an operator. A refund is never made twice: the payment's one refund row is claimed first (ad row
 *  locked), the provider is asked with the idempotency key `refund-ad-<id>` (a retry, a concurrent request or a replay
 *  gets the same refund back), and the row turns SUCCEEDED, the ad REFUNDED and the mail is stored once, in one
 *  transaction. A request for an ad already REFUNDED answers its refund. Knows nothing of HTTP. */
import type { FastifyBaseLogger } from 'fastify';
import { canTransition } from 'shared-contracts/api';
import type { PaymentProvider } from '../adapters/payments/payments';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RefundActor } from '../db/schema';
import { refundMail } from '../mails/billing-mails';
import { mailSite } from '../mails/render-mail';
import { findAdById, findAdByIdForUpdate, updateAdIfStatus, type AdRow } from '../repositories/ads';
import { insertAuditEntry, type AuditActor } from '../repositories/audit-log';
import { findAdvertiserRecipient } from '../repositories/advertisers';
import { moneyRecipients } from './recipients';
import { insertOutboxMail } from '../repositories/outbox-mails';
import { findReceiptOfPayment } from '../repositories/receipts';
import * as refundRepository from '../repositories/refunds';
import { findPaymentById, findPaymentByIdForUpdate, type PaymentRow } from '../repositories/payments';
import { refuse, type Failure, type Outcome } from './outcome';
import { refundLatePayment } from './payments';

export type RefundDeps = { db: Db; payments: PaymentProvider; config: Config; log: FastifyBaseLogger };
export type RefundRow = refundRepository.RefundRow;

export type RefundFailure = Failure<'NOT_FOUND' | 'REFUND_NOT_ALLOWED' | 'REFUND_FAILED'>;
export type Refunded = Outcome<
  { ad: AdRow; refund: RefundRow; receiptNumber: string | null; email: string; mailed: boolean },
  RefundFailure
>;

/** Who asks: the signed-in owner of the ad, or an operator (any ad). */
/** Who asks: the ad's advertiser, or an operator (at the desk, or the CLI with its user name), whose refund the
 *  audit log records. */
export type RefundRequester =
  { actor: 'advertiser'; advertiserId: number } | { actor: 'operator'; by: AuditActor };

export const refundIdempotencyKey = (adId: number) => `refund-ad-${adId}`;

/** Whether the ad was ever live: it is or was ACTIVE, or it was ever shown. */
export function wasLive(ad: Pick<AdRow, 'wentLiveAt' | 'impressions'>): boolean {
  return ad.wentLiveAt !== null || ad.impressions > 0;
}

type Claimed =
  | { ok: true; done: true; ad: AdRow; refund: RefundRow; receiptNumber: string | null }
  | {
      ok: true;
      done: false;
      ad: AdRow;
      refund: RefundRow;
      receiptNumber: string | null;
      sessionId: string;
      providerPaymentId: string | null;
      provider: string;
    }
  | RefundFailure;

async function claim(deps: RefundDeps, adId: number, by: RefundRequester): Promise<Claimed> {
  return deps.db.transaction(async (tx): Promise<Claimed> => {
    const ad = await findAdByIdForUpdate(tx, adId);
    // Another advertiser's ad is answered as if it did not exist.
    if (!ad || (by.actor === 'advertiser' && ad.advertiserId !== by.advertiserId)) return refuse('NOT_FOUND');
    if (ad.status === 'REFUNDED') {
      const refund = await refundRepository.findRefundOfAd(tx, ad.id);
      if (refund?.status === 'SUCCEEDED') {
        const receipt = await findReceiptOfPayment(tx, refund.paymentId);
        return { ok: true, done: true, ad, refund, receiptNumber: receipt?.number ?? null };
      }
    }
    if (!canTransition(ad.status, 'REFUNDED', by.actor) || wasLive(ad)) return refuse('REFUND_NOT_ALLOWED');
    const payment = await refundRepository.findCompletedPaymentOfAd(tx, ad.id);
    if (!payment) return refuse('REFUND_NOT_ALLOWED');
    const receipt = await findReceiptOfPayment(tx, payment.id);
    const requestedBy: RefundActor = by.actor;
    const refund = await refundRepository.claimRefund(tx, {
      paymentId: payment.id,
      receiptId: receipt?.id ?? null,
      adId: ad.id,
      advertiserId: ad.advertiserId,
      amountCents: payment.totalCents,
      currency: payment.currency.toUpperCase(),
      provider: payment.provider,
      requestedBy,
    });
    if (refund.status === 'SUCCEEDED') return refuse('REFUND_NOT_ALLOWED');
    return {
      ok: true,
      done: false,
      ad,
      refund,
      receiptNumber: receipt?.number ?? null,
      sessionId: payment.providerSessionId,
      providerPaymentId: payment.providerPaymentId,
      provider: payment.provider,
    };
  });
}

/** Refunds the ad's payment in full and closes the ad (REJECTED → REFUNDED), once. */
export async function refundAd(deps: RefundDeps, adId: number, by: RefundRequester): Promise<Refunded> {
  const claimed = await claim(deps, adId, by);
  if (!claimed.ok) return claimed;
  const email = (await findAdvertiserRecipient(deps.db, claimed.ad.advertiserId))?.email ?? '';
  if (claimed.done) return { ...claimed, email, mailed: false };

  if (claimed.provider !== deps.payments.kind) {
    deps.log.error(
      { adId, provider: claimed.provider },
      'the ad was paid through another payment provider than the one configured: refund it there by hand',
    );
    return refuse('REFUND_FAILED');
  }
  const given = await deps.payments.refund({
    adId,
    sessionId: claimed.sessionId,
    providerPaymentId: claimed.providerPaymentId,
    amountCents: claimed.refund.amountCents,
    idempotencyKey: refundIdempotencyKey(adId),
  });
  if (!given.ok) {
    // The row stays PENDING: the next request, or reconciliation, asks again and finds this refund, if any.
    deps.log.error({ adId, reason: given.reason }, 'the payment provider did not make a refund');
    return refuse('REFUND_FAILED');
  }
  const mailed = await finishAdRefund(deps, claimed, given.refundId, by);
  const refund =
    (await refundRepository.findRefundOfPayment(deps.db, claimed.refund.paymentId)) ?? claimed.refund;
  const ad = (await findAdById(deps.db, adId)) ?? claimed.ad;
  return { ok: true, ad, refund, receiptNumber: claimed.receiptNumber, email, mailed };
}

/** Once the provider made the refund: the row turns SUCCEEDED, the ad REFUNDED and the mail is stored, once, in one
 *  transaction; an operator's refund is written to the audit log by the request that made it (`by` null: the
 *  reconciliation finishing a refund asked for earlier, which is nobody's new act). Whether it mailed. */
async function finishAdRefund(
  deps: RefundDeps,
  claimed: { ad: AdRow; refund: RefundRow; receiptNumber: string | null },
  providerRefundId: string,
  by: RefundRequester | null,
): Promise<boolean> {
  const adId = claimed.ad.id;
  const recipient = await findAdvertiserRecipient(deps.db, claimed.ad.advertiserId);
  const email = recipient?.email ?? '';
  return deps.db.transaction(async (tx) => {
    // The ad first, as the claim takes it: two requests for one refund then wait on each other in one order, never
    // in a cycle (the claim's insert waits on this refund row, this update on the claim's lock on the ad).
    await findAdByIdForUpdate(tx, adId);
    const marked = await refundRepository.markRefundSucceeded(tx, claimed.refund.id, providerRefundId);
    const moved = await updateAdIfStatus(tx, adId, 'REJECTED', { status: 'REFUNDED' });
    if (marked && !moved)
      deps.log.error({ adId }, 'a refund was made for an ad that is no longer rejected: look at it by hand');
    // The operator's refund is recorded with the move, by the request that made it.
    if (marked && by?.actor === 'operator') await insertAuditEntry(tx, { adId, action: 'refund', by: by.by });
    // Only the request that marked the refund stores its mail.
    if (marked && email !== '') {
      const ad = moved ?? claimed.ad;
      // Refunds are told to the owners and the billing members, once each (decision 0121).
      for (const to of await moneyRecipients(tx, ad.advertiserId))
        await insertOutboxMail(
          tx,
          refundMail(
            { email: to.email, name: to.name, company: to.company },
            {
              adTitle: ad.title,
              language: ad.language,
              amountCents: marked.amountCents,
              receiptNumber: claimed.receiptNumber,
            },
            mailSite(deps.config),
          ),
        );
    }
    return marked !== null && email !== '';
  });
}

/** One unfinished refund asked again (reconciliation): a late payment's through refundLatePayment, an ad's with its
 *  own key and then finished as refundAd finishes it. The provider finds a refund it made before, whatever its
 *  age, so asking again never gives the money back twice. Whether it is finished now. */
async function retryRefund(deps: RefundDeps, refund: RefundRow): Promise<boolean> {
  const payment = await findPaymentById(deps.db, refund.paymentId);
  if (!payment || payment.provider !== deps.payments.kind) {
    deps.log.error(
      { refundId: refund.id, provider: payment?.provider },
      'an unfinished refund is not with the configured payment provider: finish it there by hand',
    );
    return false;
  }
  if (payment.status === 'HELD') return giveHeldRefund(deps, payment, refund);
  if (refund.requestedBy === 'system' || refund.adId === null) {
    const reason = payment.adId === null ? 'ad-deleted' : 'paid-twice';
    return refundLatePayment(deps.db, deps.payments, { payment, refund, reason }, deps.log);
  }
  const ad = await findAdById(deps.db, refund.adId);
  const given = await deps.payments.refund({
    adId: refund.adId,
    sessionId: payment.providerSessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: refund.amountCents,
    idempotencyKey: refundIdempotencyKey(refund.adId),
  });
  if (!given.ok) {
    deps.log.error({ refundId: refund.id, reason: given.reason }, 'an unfinished refund was refused again');
    return false;
  }
  if (!ad) {
    await deps.db.transaction((tx) => refundRepository.markRefundSucceeded(tx, refund.id, given.refundId));
    return true;
  }
  const receipt = await findReceiptOfPayment(deps.db, payment.id);
  await finishAdRefund(deps, { ad, refund, receiptNumber: receipt?.number ?? null }, given.refundId, null);
  return true;
}

/** The idempotency key of the refund of a held payment (one per payment, like its refunds row). */
export const heldRefundIdempotencyKey = (paymentId: number) => `refund-held-payment-${paymentId}`;

export type HeldRefunded = Outcome<{ refund: RefundRow }, Failure<'NOT_FOUND' | 'REFUND_FAILED'>>;

/** Asks the provider for a held payment's refund under its own key (it finds one it made before) and marks the row
 *  SUCCEEDED once; the payment stays HELD, and leaves the desk's list. */
async function giveHeldRefund(deps: RefundDeps, payment: PaymentRow, refund: RefundRow): Promise<boolean> {
  const given = await deps.payments.refund({
    adId: payment.adId ?? 0,
    sessionId: payment.providerSessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: refund.amountCents,
    idempotencyKey: heldRefundIdempotencyKey(payment.id),
  });
  if (!given.ok) {
    deps.log.error({ paymentId: payment.id, reason: given.reason }, 'a held payment could not be refunded');
    return false;
  }
  await deps.db.transaction((tx) => refundRepository.markRefundSucceeded(tx, refund.id, given.refundId));
  return true;
}

/** The review desk's refund of a held payment (one that did not match its price): the whole amount the provider
 *  took, once. Another request, a retry or reconciliation finds the same refunds row and the same provider
 *  refund. Logged with the operator who asked (the audit log records moves of ads; this payment bought none). */
export async function refundHeldPayment(
  deps: RefundDeps,
  paymentId: number,
  operatorId: number | null,
): Promise<HeldRefunded> {
  const claimed = await deps.db.transaction(async (tx) => {
    const payment = await findPaymentByIdForUpdate(tx, paymentId);
    if (!payment || payment.status !== 'HELD') return null;
    const refund = await refundRepository.claimRefund(tx, {
      paymentId: payment.id,
      receiptId: null,
      adId: payment.adId,
      advertiserId: payment.advertiserId,
      amountCents: payment.paidAmountCents ?? payment.totalCents,
      currency: (payment.paidCurrency ?? payment.currency).toUpperCase(),
      provider: payment.provider,
      requestedBy: 'operator',
    });
    return { payment, refund };
  });
  if (!claimed) return refuse('NOT_FOUND');
  if (claimed.refund.status === 'SUCCEEDED') return { ok: true, refund: claimed.refund };
  if (claimed.payment.provider !== deps.payments.kind) {
    deps.log.error(
      { paymentId, provider: claimed.payment.provider },
      'a held payment was taken through another payment provider than the one configured: refund it there by hand',
    );
    return refuse('REFUND_FAILED');
  }
  if (!(await giveHeldRefund(deps, claimed.payment, claimed.refund))) return refuse('REFUND_FAILED');
  deps.log.info({ paymentId, operatorId }, 'a held payment was refunded by an operator');
  const refund = (await refundRepository.findRefundOfPayment(deps.db, paymentId)) ?? claimed.refund;
  return { ok: true, refund };
}

/** Reconciliation: every refund still PENDING, whatever its age (Stripe's idempotency keys last a day, the refunds
 *  table for good), is asked again and finished. How many were finished. */
export async function finishUnfinishedRefunds(deps: RefundDeps): Promise<number> {
  let finished = 0;
  for (const refund of await refundRepository.listPendingRefunds(deps.db))
    if (await retryRefund(deps, refund)) finished += 1;
  return finished;
}
