/** The review desk's reads (decision 0038): ads with their advertiser, the payment of each and the pixel size of
 *  each banner, gathered in a fixed number of queries however long the queue is. Nothing here changes a row. */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { ads, advertisers, payments, people, receipts, uploads, type PaymentStatus } from '../db/schema';
import { ownerEmail, ownerName } from './advertisers';
import type { AdRow } from './ads';

export type ReviewRow = {
  ad: AdRow;
  advertiser: { id: number; email: string; name: string | null; companyName: string | null };
  /** The member who applied (decision 0121); null once that person is gone. */
  applicantEmail: string | null;
  applicantName: string | null;
};

const applicant = alias(people, 'applicant');

function reviewRows(db: Db, where: SQL) {
  return db
    .select({
      ad: ads,
      advertiser: {
        id: advertisers.id,
        email: ownerEmail(),
        name: ownerName(),
        companyName: advertisers.companyName,
      },
      applicantEmail: applicant.email,
      applicantName: applicant.name,
    })
    .from(ads)
    .innerJoin(advertisers, eq(advertisers.id, ads.advertiserId))
    .leftJoin(applicant, eq(applicant.id, ads.appliedBy))
    .where(where);
}

/** The PENDING ads, the longest-waiting first (the order of the CLI's ads:pending). */
export function listPendingReviewRows(db: Db): Promise<ReviewRow[]> {
  return reviewRows(db, eq(ads.status, 'PENDING')).orderBy(
    asc(sql`coalesce(${ads.reviewRequestedAt}, ${ads.updatedAt})`),
    asc(ads.id),
  );
}

export async function findReviewRow(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await reviewRows(db, eq(ads.id, id)).limit(1);
  return row ?? null;
}

export type ReviewPaymentRow = {
  status: PaymentStatus;
  amountCents: number;
  receiptNumber: string | null;
  paidAt: Date | null;
};

/** Each ad's payment: its completed one if any, else its latest checkout. */
export async function paymentsOfAds(db: Db, adIds: number[]): Promise<Map<number, ReviewPaymentRow>> {
  if (adIds.length === 0) return new Map();
  const rows = await db
    .select({
      adId: payments.adId,
      status: payments.status,
      totalCents: payments.totalCents,
      paidAmountCents: payments.paidAmountCents,
      completedAt: payments.completedAt,
      receiptNumber: receipts.number,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(inArray(payments.adId, adIds))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const chosen = new Map<number, ReviewPaymentRow>();
  for (const row of rows) {
    if (row.adId === null) continue;
    const current = chosen.get(row.adId);
    if (current && (current.status === 'COMPLETED' || row.status !== 'COMPLETED')) continue;
    chosen.set(row.adId, {
      status: row.status,
      amountCents: row.paidAmountCents ?? row.totalCents,
      receiptNumber: row.receiptNumber,
      paidAt: row.completedAt,
    });
  }
  return chosen;
}

/** The pixel size recorded for each uploaded file key (files uploaded before sizes were recorded are absent). */
export async function uploadSizes(
  db: Db,
  keys: string[],
): Promise<Map<string, { width: number; height: number }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: uploads.key, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(inArray(uploads.key, keys));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const row of rows)
    if (row.width !== null && row.height !== null)
      sizes.set(row.key, { width: row.width, height: row.height });
  return sizes;
}
