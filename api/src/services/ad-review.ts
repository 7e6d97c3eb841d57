/** The moves an advertiser does not make (docs/product.md "Ad statuses"; the operator CLI and the scheduled job of
 *  docs/architecture.md "The API and its defaults"): the operator's review (what waits, approve, reject, end) and the
 *  scheduled end of ads past their end date, each mailing the advertiser.
 *  Every move is checked against the shared status machine for its actor and made by a guarded UPDATE, so an operator
 *  and the schedule (or two instances) racing on one ad move and mail it once. An operator's move, from the review
 *  desk or the CLI, writes its audit entry in the transaction of the move (decision 0038). Knows nothing of HTTP. */
import { type AdStatus, type AdStatusActor, type Language, type RejectedCreatives } from 'shared-contracts';
import { AD_STATUS_TRANSITIONS, canTransition } from 'shared-contracts/api';
import type { Mailer, MailMessage } from '../adapters/mail/mail';
import type { Db, Tx } from '../db/client';
import type { AuditAction } from '../db/schema';
import { adEndedMail } from '../mails/ad-ended-mail';
import { adApprovedMail, adRejectedMail } from '../mails/ad-mails';
import { mailSite, type MailRecipient } from '../mails/render-mail';
import * as adRepository from '../repositories/ads';
import { adRecipients } from './recipients';
import { insertAuditEntry, type AuditActor } from '../repositories/audit-log';
import type { AdDeps, AdFailure, AdRow } from './ad-applications';
import { refuse, type Outcome } from './outcome';
import { calculateEndDate, todayUtc } from 'shared-contracts/dates';
import { Temporal } from 'temporal-polyfill';

// The operator's answers carry the ad as the API sends it, and refusals of the same shape as the advertiser's.
export { toAd, type AdFailure } from './ad-applications';
export type { PendingAd } from '../repositories/ads';

export type ReviewDeps = AdDeps & { mailer: Mailer };

/** Who makes an operator's move, as the audit log records it: a signed-in operator, or the CLI with the machine's
 *  user name (decision 0097). */
export type Reviewer = AuditActor;

export type Moved = Outcome<{ ad: AdRow; from: AdStatus }, AdFailure>;
export type Reviewed = Outcome<{ ad: AdRow; email: string; mailed: boolean }, AdFailure>;

/** One status move by `actor`, refused unless the machine allows it from the ad's current status. */
export async function moveAdStatus(
  db: Db | Tx,
  id: number,
  to: AdStatus,
  actor: AdStatusActor,
  extra: {
    rejectionReason?: string;
    rejectionReasonLanguage?: Language | null;
    rejectedCreatives?: RejectedCreatives | null;
    startDate?: string;
    endDate?: string;
  } = {},
): Promise<Moved> {
  const ad = await adRepository.findAdById(db, id);
  if (!ad) return refuse('NOT_FOUND');
  if (!canTransition(ad.status, to, actor))
    return { ok: false, code: 'TRANSITION_NOT_ALLOWED', status: ad.status };
  const row = await adRepository.updateAdIfStatus(db, id, ad.status, { status: to, ...extra });
  return row ? { ok: true, ad: row, from: ad.status } : refuse('CONFLICT');
}

/** An operator's move and its audit entry in one transaction: both are committed, or neither. */
function auditedMove(
  db: Db,
  id: number,
  to: AdStatus,
  by: Reviewer,
  audit: { action: AuditAction; reason?: string },
  extra: Parameters<typeof moveAdStatus>[4] = {},
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const moved = await moveAdStatus(tx, id, to, 'operator', extra);
    // A decision keeps when its review began, so "how long review takes" can count its wait (decision 0114).
    const decided = audit.action === 'approve' || audit.action === 'reject';
    if (moved.ok)
      await insertAuditEntry(tx, {
        adId: id,
        by,
        ...audit,
        reviewRequestedAt: decided ? moved.ad.reviewRequestedAt : null,
      });
    return moved;
  });
}

/** What waits for review, the longest-waiting first. */
export function listPendingAds(db: Db): Promise<adRepository.PendingAd[]> {
  return adRepository.listPendingAdsWithEmail(db);
}

/** Mails about an ad go to the member who applied and to the owners, once each (decision 0121), in the ad's
 *  language like every mail about it. `email` is the first address (the operator's CLI shows it). */
async function mailAdvertiser(
  deps: ReviewDeps,
  ad: AdRow,
  build: (to: MailRecipient) => MailMessage,
): Promise<{ email: string; mailed: boolean }> {
  const recipients = await adRecipients(deps.db, ad);
  if (recipients.length === 0) return { email: '', mailed: false };
  let mailed = true;
  for (const to of recipients) {
    const sent = await deps.mailer.send(build(to));
    if (!sent.ok) {
      mailed = false;
      deps.log.error({ adId: ad.id, reason: sent.reason }, 'the mail about the ad could not be sent');
    }
  }
  return { email: recipients[0]?.email ?? '', mailed };
}

/** An ad approved after its start date keeps the months it paid for: its run starts on the approval day and ends
 *  that many months later. Nothing changes for an ad approved before its start date. */
async function lateApprovalDates(
  db: Db,
  id: number,
  today: Temporal.PlainDate,
): Promise<{ startDate?: string; endDate?: string }> {
  const ad = await adRepository.findAdById(db, id);
  if (!ad || Temporal.PlainDate.compare(Temporal.PlainDate.from(ad.startDate), today) >= 0) return {};
  return { startDate: today.toString(), endDate: calculateEndDate(today, ad.duration).toString() };
}

/** PENDING → ACTIVE by an operator; the advertiser is told in the ad's language, with the run's dates. */
export async function approveAd(
  deps: ReviewDeps,
  id: number,
  by: Reviewer,
  today: Temporal.PlainDate = todayUtc(),
): Promise<Reviewed> {
  const dates = await lateApprovalDates(deps.db, id, today);
  const moved = await auditedMove(deps.db, id, 'ACTIVE', by, { action: 'approve' }, dates);
  if (!moved.ok) return moved;
  const mail = await mailAdvertiser(deps, moved.ad, (to) =>
    adApprovedMail(to, moved.ad, mailSite(deps.config)),
  );
  return { ok: true, ad: moved.ad, ...mail };
}

/** PENDING → REJECTED by an operator, keeping the reason; the mail says how to resubmit or ask for a refund. */
export async function rejectAd(
  deps: ReviewDeps,
  id: number,
  reason: string,
  by: Reviewer,
  reasonLanguage?: Language,
  creatives?: RejectedCreatives,
): Promise<Reviewed> {
  const current = await adRepository.findAdById(deps.db, id);
  // Named only for an ad with a creative in each language (decision 0117); not named: both.
  const rejectedCreatives = current?.secondImageUrl ? (creatives ?? 'both') : null;
  // Kept only when it differs from the ad's language: then the mail and the ad's page say which it is.
  const otherLanguage =
    reasonLanguage && current && reasonLanguage !== current.language ? reasonLanguage : null;
  const moved = await auditedMove(
    deps.db,
    id,
    'REJECTED',
    by,
    { action: 'reject', reason },
    { rejectionReason: reason, rejectionReasonLanguage: otherLanguage, rejectedCreatives },
  );
  if (!moved.ok) return moved;
  const mail = await mailAdvertiser(deps, moved.ad, (to) =>
    adRejectedMail(to, moved.ad, reason, mailSite(deps.config), otherLanguage),
  );
  return { ok: true, ad: moved.ad, ...mail };
}

/** ACTIVE or PAUSED → ENDED by an operator, before the end date. */
export function endAd(db: Db, id: number, by: Reviewer): Promise<Moved> {
  return auditedMove(db, id, 'ENDED', by, { action: 'end' });
}

/** The statuses the machine lets the scheduled job end: running and paused ads. */
const SYSTEM_ENDABLE: AdStatus[] = AD_STATUS_TRANSITIONS.filter(
  (move) => move.actor === 'system' && move.to === 'ENDED',
).map((move) => move.from);

/**
 * Ends every running or paused ad whose end date is `today` or earlier (an ad runs up to midnight UTC of its end
 * date) and mails its advertiser; returns the ids it ended. Each ad moves by its own guarded UPDATE and only the
 * caller that moved it mails, so instances running this at the same moment end and mail each ad once.
 */
export async function endExpiredAds(
  deps: ReviewDeps,
  today: Temporal.PlainDate = todayUtc(),
): Promise<number[]> {
  const due = await adRepository.listAdIdsEndingBy(deps.db, SYSTEM_ENDABLE, today.toString());
  const ended: number[] = [];
  for (const id of due) {
    const moved = await moveAdStatus(deps.db, id, 'ENDED', 'system');
    // Not moved: an operator or another instance ended it in between, and mailed if anyone had to.
    if (!moved.ok) continue;
    ended.push(id);
    await mailAdvertiser(deps, moved.ad, (to) => adEndedMail(to, moved.ad, mailSite(deps.config)));
  }
  return ended;
}
