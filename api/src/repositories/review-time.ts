/** The queries behind "how long review takes" (product.md, How long review takes; decision 0114): the waits of the
 *  latest review decisions, and the ads waiting in review since before a moment. Nothing here changes a row. */
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adAuditLog, ads, advertisers } from '../db/schema';
import { ownerEmail } from './advertisers';

/** The waits, in milliseconds, of the latest `limit` approvals and rejections whose start is known, newest first. */
export async function listLatestReviewWaits(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ requestedAt: adAuditLog.reviewRequestedAt, at: adAuditLog.at })
    .from(adAuditLog)
    .where(and(inArray(adAuditLog.action, ['approve', 'reject']), isNotNull(adAuditLog.reviewRequestedAt)))
    .orderBy(desc(adAuditLog.at), desc(adAuditLog.id))
    .limit(limit);
  return rows.map((row) => Math.max(0, row.at.getTime() - (row.requestedAt?.getTime() ?? row.at.getTime())));
}

export type WaitingAdRow = {
  id: number;
  title: string;
  email: string;
  reviewRequestedAt: Date;
};

/** The PENDING ads that entered review before `before` (strictly), the longest-waiting first. */
export async function listAdsWaitingSince(db: Db, before: Date): Promise<WaitingAdRow[]> {
  const rows = await db
    .select({
      id: ads.id,
      title: ads.title,
      email: ownerEmail(),
      reviewRequestedAt: ads.reviewRequestedAt,
    })
    .from(ads)
    .innerJoin(advertisers, eq(advertisers.id, ads.advertiserId))
    .where(and(eq(ads.status, 'PENDING'), lt(ads.reviewRequestedAt, before)))
    .orderBy(asc(ads.reviewRequestedAt), asc(ads.id));
  // lt() leaves out a null start; the type does not know it.
  return rows.flatMap((row) =>
    row.reviewRequestedAt ? [{ ...row, reviewRequestedAt: row.reviewRequestedAt }] : [],
  );
}
