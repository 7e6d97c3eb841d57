/** The queries on the payments table, and nothing else (services/payments.ts holds the rules). A payment row
 *  records one checkout opened with a provider; its status moves OPEN → COMPLETED, EXPIRED or FAILED by guarded
 *  UPDATEs, so a provider's repeated or concurrent calls change it once. Functions that take `Db | Tx` run inside
 *  the caller's transaction when given one. */
import { and, eq, ne } from 'drizzle-orm';
import type { AdStatus, Language } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { ads, advertisers, payments, type PaymentStatus } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentProviderKind = PaymentRow['provider'];

export async function insertPayment(db: Db | Tx, values: NewPayment): Promise<void> {
  await db.insert(payments).values(values);
}

/** Marks the ad's OPEN checkouts EXPIRED; which ones (provider and session) it closed. */
export function expireOpenPaymentsOfAd(
  db: Db | Tx,
  adId: number,
): Promise<{ provider: PaymentProviderKind; sessionId: string }[]> {
  return db
    .update(payments)
    .set({ status: 'EXPIRED' })
    .where(and(eq(payments.adId, adId), eq(payments.status, 'OPEN')))
    .returning({ provider: payments.provider, sessionId: payments.providerSessionId });
}

/** Marks the session's payment COMPLETED unless it already is; the row, or null when nothing changed. */
export async function completePaymentOfSession(
  db: Db | Tx,
  providerSessionId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'COMPLETED', completedAt: new Date() })
    .where(and(eq(payments.providerSessionId, providerSessionId), ne(payments.status, 'COMPLETED')))
    .returning();
  return row ?? null;
}

export async function paymentOfSessionExists(db: Db | Tx, providerSessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerSessionId, providerSessionId))
    .limit(1);
  return row !== undefined;
}

/** Moves the session's payment from OPEN to `status`; whether it was OPEN. */
export async function closeOpenPaymentOfSession(
  db: Db | Tx,
  providerSessionId: string,
  status: Extract<PaymentStatus, 'EXPIRED' | 'FAILED'>,
): Promise<boolean> {
  const closed = await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.providerSessionId, providerSessionId), eq(payments.status, 'OPEN')))
    .returning({ id: payments.id });
  return closed.length > 0;
}

/** A payment with what its checkout page shows: its ad's status and title, its advertiser's language (each null
 *  when the ad or account is gone). */
export type PaymentWithAd = {
  payment: PaymentRow;
  adStatus: AdStatus | null;
  adTitle: string | null;
  language: Language | null;
};

export async function findPaymentWithAd(
  db: Db | Tx,
  provider: PaymentProviderKind,
  providerSessionId: string,
): Promise<PaymentWithAd | null> {
  const [row] = await db
    .select({ payment: payments, adStatus: ads.status, adTitle: ads.title, language: advertisers.language })
    .from(payments)
    .leftJoin(ads, eq(ads.id, payments.adId))
    .leftJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, providerSessionId)))
    .limit(1);
  return row ?? null;
}
