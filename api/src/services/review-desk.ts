/** The review desk (decision 0038): the queue and one ad as an operator sees them (ReviewItem of shared-contracts:
 *  banner and its size, link with its Unicode domain and warnings, advertiser, plan, dates, payment) and the
 *  ad's audit history. The moves themselves are ad-review's and refunds', the same the CLI makes, with the signed-in
 *  operator as the audit log's actor. Knows nothing of HTTP. */
import {
  CURRENCY,
  type AuditActor,
  type AuditEntry,
  type AuditLog,
  type HeldPayment,
  type HeldReason,
  type ReviewAction,
  type ReviewAd,
  type ReviewItem,
} from 'shared-contracts';
import { AUDIT_LOG_PAGE, cliActor, HELD_REASONS, REVIEW_ACTIONS } from 'shared-contracts/api';
import { listHeldPayments } from '../repositories/payments';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { listAuditEntriesOfAd, listAuditLog, type AuditRow } from '../repositories/audit-log';
import { listOperators } from '../repositories/operators';
import * as reviewRepository from '../repositories/review';
import { checkLink } from './link-check';
import { keyOfImageUrl } from './uploads';

export type ReviewDeskDeps = { db: Db; config: Config };

type Extras = {
  payments: Map<number, reviewRepository.ReviewPaymentRow>;
  sizes: Map<string, { width: number; height: number }>;
};

async function extrasOf(deps: ReviewDeskDeps, rows: reviewRepository.ReviewRow[]): Promise<Extras> {
  const keys = rows
    .flatMap((row) => [row.ad.imageUrl, ...(row.ad.secondImageUrl ? [row.ad.secondImageUrl] : [])])
    .map((imageUrl) => keyOfImageUrl(deps.config, imageUrl))
    .filter((key): key is string => key !== null);
  const [payments, sizes] = await Promise.all([
    reviewRepository.paymentsOfAds(
      deps.db,
      rows.map((row) => row.ad.id),
    ),
    reviewRepository.uploadSizes(deps.db, keys),
  ]);
  return { payments, sizes };
}

function toReviewItem(deps: ReviewDeskDeps, row: reviewRepository.ReviewRow, extras: Extras): ReviewItem {
  const { ad } = row;
  const link = checkLink(ad.linkUrl, ad.title);
  const sizeOf = (imageUrl: string) => {
    const key = keyOfImageUrl(deps.config, imageUrl);
    return key ? extras.sizes.get(key) : undefined;
  };
  const size = sizeOf(ad.imageUrl);
  const secondSize = ad.secondImageUrl ? sizeOf(ad.secondImageUrl) : undefined;
  const payment = extras.payments.get(ad.id);
  // A waiting ad entered review at its payment or its resubmission (decision 0114; its last change when undated);
  // any other since its payment.
  const submittedAt =
    ad.status === 'PENDING' ? (ad.reviewRequestedAt ?? ad.updatedAt) : (payment?.paidAt ?? ad.createdAt);
  return {
    // The member who applied (decision 0121), while that person exists.
    appliedBy: row.applicantEmail === null ? null : { name: row.applicantName, email: row.applicantEmail },
    id: ad.id,
    title: ad.title,
    linkUrl: ad.linkUrl,
    campaignName: ad.campaignName,
    linkDomain: link.domain,
    linkWarnings: link.warnings,
    bannerUrl: ad.imageUrl,
    bannerWidth: size?.width ?? null,
    bannerHeight: size?.height ?? null,
    plan: ad.plan,
    duration: ad.duration,
    startDate: `${ad.startDate}T00:00:00.000Z`,
    endDate: `${ad.endDate}T00:00:00.000Z`,
    advertiser: row.advertiser,
    language: ad.language,
    payment: payment
      ? {
          status: payment.status,
          amountCents: payment.amountCents,
          currency: CURRENCY,
          receiptNumber: payment.receiptNumber,
          paidAt: payment.paidAt?.toISOString() ?? null,
        }
      : null,
    submittedAt: submittedAt.toISOString(),
    previousAdId: ad.previousAdId,
    creativeLanguage: ad.creativeLanguage,
    secondCreative:
      ad.secondTitle !== null && ad.secondImageUrl !== null
        ? {
            title: ad.secondTitle,
            bannerUrl: ad.secondImageUrl,
            bannerWidth: secondSize?.width ?? null,
            bannerHeight: secondSize?.height ?? null,
          }
        : null,
  };
}

/** The ads waiting for review, the longest-waiting first. */
export async function reviewQueue(deps: ReviewDeskDeps): Promise<ReviewItem[]> {
  const rows = await reviewRepository.listPendingReviewRows(deps.db);
  const extras = await extrasOf(deps, rows);
  return rows.map((row) => toReviewItem(deps, row, extras));
}

function isHeldReason(value: string | null): value is HeldReason {
  return (HELD_REASONS as readonly (string | null)[]).includes(value);
}

/** The payments held for an operator (they did not match their price) and not refunded yet, longest-held first. */
export async function paymentsNeedingAttention(deps: ReviewDeskDeps): Promise<HeldPayment[]> {
  const rows = await listHeldPayments(deps.db);
  return rows.map(({ payment, adTitle, advertiserEmail }) => ({
    id: payment.id,
    adId: payment.adId,
    adTitle,
    advertiserEmail,
    // Rows held before the reason was recorded are shown as an amount to check.
    reason: isHeldReason(payment.heldReason) ? payment.heldReason : 'amount',
    pricedCents: payment.totalCents,
    paidCents: payment.paidAmountCents,
    paidCurrency: payment.paidCurrency,
    livemode: payment.livemode,
    heldAt: (payment.completedAt ?? payment.updatedAt).toISOString(),
  }));
}

/** One ad of any status with its audit history (oldest first); null when there is no such ad. */
export async function reviewAd(
  deps: ReviewDeskDeps,
  id: number,
): Promise<{ ad: ReviewAd; history: AuditEntry[] } | null> {
  const row = await reviewRepository.findReviewRow(deps.db, id);
  if (!row) return null;
  const [extras, entries] = await Promise.all([extrasOf(deps, [row]), listAuditEntriesOfAd(deps.db, id)]);
  return {
    ad: {
      ...toReviewItem(deps, row, extras),
      status: row.ad.status,
      rejectionReason: row.ad.rejectionReason,
      rejectedCreatives: row.ad.rejectedCreatives,
    },
    history: entries.flatMap((entry) =>
      isReviewAction(entry.action)
        ? [
            {
              action: entry.action,
              actor: entry.operatorEmail ?? cliActor(entry.cliUser),
              reason: entry.reason,
              at: entry.at.toISOString(),
            },
          ]
        : [],
    ),
  };
}

const isReviewAction = (action: string): action is ReviewAction =>
  (REVIEW_ACTIONS as readonly string[]).includes(action);

/** The actor of an entry: the operator, else the CLI (with its user name when one was recorded) for a move or an
 *  account change the CLI makes, else nobody (a failed sign-in). */
function actorOf(entry: AuditRow): AuditActor {
  if (entry.operatorEmail !== null) return { kind: 'operator', email: entry.operatorEmail };
  if (entry.cliUser !== null || isReviewAction(entry.action) || entry.action.startsWith('operator-'))
    return { kind: 'cli', user: entry.cliUser };
  return { kind: 'none' };
}

/** The desk's audit log (decision 0097): the newest entries first, optionally one operator's (as actor or as
 *  subject), and every operator for the filter. */
export async function auditLog(deps: Pick<ReviewDeskDeps, 'db'>, operatorId?: number): Promise<AuditLog> {
  const [entries, operators] = await Promise.all([
    listAuditLog(deps.db, { ...(operatorId === undefined ? {} : { operatorId }), limit: AUDIT_LOG_PAGE }),
    listOperators(deps.db),
  ]);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor: actorOf(entry),
      subject: entry.subjectEmail,
      adId: entry.adId,
      reason: entry.reason,
      at: entry.at.toISOString(),
    })),
    operators: operators.map((operator) => ({
      id: operator.id,
      email: operator.email,
      disabled: operator.disabledAt !== null,
    })),
  };
}
