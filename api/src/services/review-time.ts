/** How long review takes (product.md, How long review takes; decision 0114): the figure advertisers see (the median
 *  wait of the latest decisions), and the operators' daily list of the ads waiting past the mark, sent once a day
 *  however many instances tick (its key in sent_mails, as the mails about ads). Knows nothing of HTTP; the hourly
 *  job of the mails about ads (jobs/ad-reminders.ts, through services/ad-reminders.ts) sends the list. */
import type { ReviewTime } from 'shared-contracts';
import {
  REVIEW_LONG_WAIT_HOURS,
  REVIEW_TIME_DECISIONS,
  REVIEW_TIME_MIN_DECISIONS,
  median,
} from 'shared-contracts/api';
import { PlainDate } from 'shared-contracts';
import type { Db } from '../db/client';
import { reviewsWaitingMail } from '../mails/operator-mails';
import { listActiveOperatorEmails } from '../repositories/operators';
import { listAdsWaitingSince, listLatestReviewWaits } from '../repositories/review-time';
import { claimSentMailKey, releaseSentMailKey } from '../repositories/sent-mails';
import type { ReminderDeps } from './reminder-deps';

const HOUR_MS = 3600 * 1000;

/** The median wait of the latest REVIEW_TIME_DECISIONS decisions, in whole minutes; null below
 *  REVIEW_TIME_MIN_DECISIONS (the pages then say the floor text). */
export async function reviewTime(db: Db): Promise<ReviewTime> {
  const waits = await listLatestReviewWaits(db, REVIEW_TIME_DECISIONS);
  const middle = waits.length >= REVIEW_TIME_MIN_DECISIONS ? median(waits) : null;
  return {
    medianMinutes: middle === null ? null : Math.round(middle / 60_000),
    decisions: waits.length,
  };
}

/** The operators' list of the ads waiting more than REVIEW_LONG_WAIT_HOURS at `now`, once per UTC day, and only
 *  when there are some: one key (`reviews-waiting:<day>`) for all operators, claimed before any is mailed. The
 *  ids listed, or [] when nothing was sent by this call. */
export async function sendReviewsWaitingMail(deps: ReminderDeps, now: Date): Promise<number[]> {
  // Strictly before the mark: an ad exactly 24 hours in is not past it.
  const past = await listAdsWaitingSince(deps.db, new Date(now.getTime() - REVIEW_LONG_WAIT_HOURS * HOUR_MS));
  if (past.length === 0) return [];
  const operators = await listActiveOperatorEmails(deps.db);
  if (operators.length === 0) return [];
  const day = PlainDate.fromEpochMilliseconds(now.getTime()).toString();
  const key = `reviews-waiting:${day}`;
  if (!(await claimSentMailKey(deps.db, key, 'reviews-waiting'))) return [];
  const ads = past.map((ad) => ({
    id: ad.id,
    title: ad.title,
    email: ad.email,
    waitedHours: Math.floor((now.getTime() - ad.reviewRequestedAt.getTime()) / HOUR_MS),
  }));
  let stored = 0;
  for (const email of operators) {
    const sent = await deps.mailer.send(reviewsWaitingMail(email, ads, deps.config.portalOrigin));
    if (sent.ok) stored += 1;
    else deps.log.error({ reason: sent.reason }, 'the operators’ list of waiting ads could not be stored');
  }
  // None stored: the key goes back so the next tick tries again; some stored: the day's list is out.
  if (stored === 0) {
    await releaseSentMailKey(deps.db, key);
    return [];
  }
  return ads.map((ad) => ad.id);
}
