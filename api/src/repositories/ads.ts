/** The queries on the ads table, and nothing else: no rules, no status machine (services/ad-*.ts decide). Every
 *  status change is a guarded UPDATE (`WHERE status = <the status the caller checked>`), so two racing requests
 *  can never both move an ad. Functions that take `Db | Tx` run inside the caller's transaction when given one. */
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AdStatus } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { memoOf } from '../db/read-memo';
import { ads, advertisers, people } from '../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import { ownerEmail } from './advertisers';

export type AdRow = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;
export type AdChanges = Partial<NewAd>;

/** An advertiser's ads, newest first (a new array each call: callers sort it). On the embedded database the rows
 *  are memoised until the next write (db/read-memo.ts): the dashboard asks for this list on every visit. */
export async function listAdsOf(db: Db, advertiserId: number): Promise<AdRow[]> {
  const rows = await memoOf(db).read(`ads-of:${advertiserId}`, () =>
    db
      .select()
      .from(ads)
      .where(eq(ads.advertiserId, advertiserId))
      .orderBy(desc(ads.createdAt), desc(ads.id)),
  );
  return [...rows];
}

/** One ad of this advertiser (with `status`, only in that status); null for another advertiser's ad. */
export async function findAdOf(
  db: Db | Tx,
  advertiserId: number,
  id: number,
  status?: AdStatus,
): Promise<AdRow | null> {
  const [row] = await db
    .select()
    .from(ads)
    .where(
      and(eq(ads.id, id), eq(ads.advertiserId, advertiserId), status ? eq(ads.status, status) : undefined),
    )
    .limit(1);
  return row ?? null;
}

/** The ad, locked until the end of the caller's transaction (a refund holds it while it decides). */
export async function findAdByIdForUpdate(tx: Tx, id: number): Promise<AdRow | null> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return row ?? null;
}

export async function findAdById(db: Db | Tx, id: number): Promise<AdRow | null> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  return row ?? null;
}

/** Going ACTIVE stamps `went_live_at` once (never cleared): an ad that was ever live is never refunded. */
function withLiveMark<T extends { status?: AdStatus }>(values: T): T {
  return values.status === 'ACTIVE'
    ? { ...values, wentLiveAt: sql`coalesce(${ads.wentLiveAt}, now())` }
    : values;
}

export async function insertAdRow(db: Db | Tx, values: NewAd): Promise<AdRow> {
  const [row] = await db
    .insert(ads)
    .values(values.status === 'ACTIVE' ? { ...values, wentLiveAt: new Date() } : values)
    .returning();
  if (!row) throw new Error('insert returned no ad');
  return row;
}

/** Changes the ad only while it still has status `from`; null when it had moved on (a lost race). */
export async function updateAdIfStatus(
  db: Db | Tx,
  id: number,
  from: AdStatus,
  changes: AdChanges,
): Promise<AdRow | null> {
  const [row] = await db
    .update(ads)
    .set(withLiveMark(changes))
    .where(and(eq(ads.id, id), eq(ads.status, from)))
    .returning();
  return row ?? null;
}

/** Deletes the advertiser's ad unless it has ENDED (in between); whether it went. */
export async function deleteAdOfUnlessEnded(db: Db | Tx, advertiserId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(ads)
    .where(and(eq(ads.id, id), eq(ads.advertiserId, advertiserId), ne(ads.status, 'ENDED')))
    .returning({ id: ads.id });
  return deleted.length > 0;
}

/** Deletes the advertiser's ad only while it has status `status`; whether it went. */
export async function deleteAdOfIfStatus(
  db: Db | Tx,
  advertiserId: number,
  id: number,
  status: AdStatus,
): Promise<boolean> {
  const deleted = await db
    .delete(ads)
    .where(and(eq(ads.id, id), eq(ads.advertiserId, advertiserId), eq(ads.status, status)))
    .returning({ id: ads.id });
  return deleted.length > 0;
}

/** The statuses of these ads of the advertiser, locked until the transaction ends (closing the account). */
export async function lockAdStatuses(
  tx: Tx,
  advertiserId: number,
  ids: number[],
): Promise<{ id: number; status: AdStatus }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: ads.id, status: ads.status })
    .from(ads)
    .where(and(eq(ads.advertiserId, advertiserId), inArray(ads.id, ids)))
    .for('update');
}

/** Every ad of the advertiser, whatever its status (closing the account). */
export async function deleteAllAdsOf(db: Db | Tx, advertiserId: number): Promise<void> {
  await db.delete(ads).where(eq(ads.advertiserId, advertiserId));
}

export type PendingAd = {
  id: number;
  email: string;
  plan: AdRow['plan'];
  duration: number;
  startDate: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
  campaignName: string | null;
  /** The member who applied (decision 0121); null once that person is gone. */
  appliedBy: { name: string | null; email: string } | null;
};

const applicant = alias(people, 'applicant');

/** The PENDING ads with their advertisers' addresses and who applied, the longest-waiting first. */
export async function listPendingAdsWithEmail(db: Db): Promise<PendingAd[]> {
  const rows = await db
    .select({
      id: ads.id,
      email: ownerEmail(),
      plan: ads.plan,
      duration: ads.duration,
      startDate: ads.startDate,
      title: ads.title,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
      campaignName: ads.campaignName,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
    })
    .from(ads)
    .innerJoin(advertisers, eq(advertisers.id, ads.advertiserId))
    .leftJoin(applicant, eq(applicant.id, ads.appliedBy))
    .where(eq(ads.status, 'PENDING'))
    .orderBy(asc(ads.updatedAt), asc(ads.id));
  return rows.map(({ applicantName, applicantEmail, ...row }) => ({
    ...row,
    appliedBy: applicantEmail === null ? null : { name: applicantName, email: applicantEmail },
  }));
}

/** The ids of ads in one of `statuses` whose end date is `day` (ISO) or earlier, the earliest first. */
export async function listAdIdsEndingBy(
  db: Db,
  statuses: readonly AdStatus[],
  day: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(inArray(ads.status, [...statuses]), lte(ads.endDate, day)))
    .orderBy(asc(ads.endDate), asc(ads.id));
  return rows.map((row) => row.id);
}

export type RunningAdRow = Pick<
  AdRow,
  'id' | 'plan' | 'imageUrl' | 'linkUrl' | 'campaignName' | 'creativeLanguage' | 'secondImageUrl'
>;

/** The ACTIVE ads running on `day` (ISO): from the start date (inclusive) up to the end date (exclusive). */
export function listRunningAds(db: Db, day: string): Promise<RunningAdRow[]> {
  return db
    .select({
      id: ads.id,
      plan: ads.plan,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
      campaignName: ads.campaignName,
      creativeLanguage: ads.creativeLanguage,
      secondImageUrl: ads.secondImageUrl,
    })
    .from(ads)
    .where(and(eq(ads.status, 'ACTIVE'), lte(ads.startDate, day), gt(ads.endDate, day)))
    .orderBy(ads.id);
}

/** The stored link and campaign name of ad `id` when it has one of `statuses`; null otherwise. */
export async function findAdLinkInStatus(
  db: Db,
  id: number,
  statuses: readonly AdStatus[],
): Promise<Pick<AdRow, 'linkUrl' | 'campaignName'> | null> {
  const [row] = await db
    .select({ linkUrl: ads.linkUrl, campaignName: ads.campaignName })
    .from(ads)
    .where(and(eq(ads.id, id), inArray(ads.status, [...statuses])))
    .limit(1);
  return row ?? null;
}
