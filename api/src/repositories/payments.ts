/** The queries on the payments table, and nothing else (services/payments.ts holds the rules). A payment row
 *  records one checkout opened with a provider; its status moves OPEN → COMPLETED, EXPIRED or FAILED by guarded
 *  UPDATEs, so a provider's repeated or concurrent calls change it once. Functions that take `Db | Tx` run inside
 *  the caller's transaction when given one. */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AdStatus, Language } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { ads, advertisers, payments, people, receipts, refunds, type PaymentStatus } from '../db/schema';
import { ownerEmail, ownerLanguage } from './advertisers';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentProviderKind = PaymentRow['provider'];

export async function insertPayment(db: Db | Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('the payment row was not inserted');
  return row;
}

/** Deletes the advertiser's payments whose provider session id starts with `prefix`, with their receipts and
 *  refunds, which exist only for them. Only the demo data calls it (services/demo-data.ts), for the payments it
 *  made itself: a real payment's receipt is kept for good. */
export async function deletePaymentsOfSessionPrefix(
  tx: Tx,
  advertiserId: number,
  prefix: string,
): Promise<void> {
  const ids = (
    await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.advertiserId, advertiserId),
          sql`left(${payments.providerSessionId}, ${prefix.length}) = ${prefix}`,
        ),
      )
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await tx.delete(refunds).where(inArray(refunds.paymentId, ids));
  await tx.delete(receipts).where(inArray(receipts.paymentId, ids));
  await tx.delete(payments).where(inArray(payments.id, ids));
}

/** Inserts the ad's one OPEN payment; a second OPEN payment of the same ad throws Postgres' unique_violation
 *  (index payments_one_open_per_ad), so two concurrent checkout requests cannot both claim the ad. */
export function insertOpenPayment(db: Db | Tx, values: NewPayment): Promise<PaymentRow> {
  return insertPayment(db, { ...values, status: 'OPEN' });
}

/** Gives a claimed payment the provider's session once it is open; whether the claim was still OPEN. When another
 *  request closed it meanwhile (a stale claim taken over), the session is still written on the closed row, so a
 *  payment that reaches it anyway is known and settled (services/payments.ts completePayment). */
export async function attachSession(
  db: Db | Tx,
  id: number,
  providerSessionId: string,
  expiresAt: Date | null,
): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ providerSessionId, expiresAt })
    .where(eq(payments.id, id))
    .returning({ status: payments.status });
  return row?.status === 'OPEN';
}

/** The ad's OPEN payments (at most one, by the unique index), or of the ad but another session. */
export function listOpenPaymentsOfAd(
  db: Db | Tx,
  adId: number,
  exceptSessionId?: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.adId, adId),
        eq(payments.status, 'OPEN'),
        exceptSessionId === undefined ? undefined : ne(payments.providerSessionId, exceptSessionId),
      ),
    );
}

/** The advertiser's OPEN payments, of any of their ads. */
export function listOpenPaymentsOfAdvertiser(db: Db | Tx, advertiserId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.advertiserId, advertiserId), eq(payments.status, 'OPEN')));
}

/** The OPEN payments of a provider created since `since` (the reconciliation job's window). */
export function listOpenPaymentsSince(
  db: Db | Tx,
  provider: PaymentProviderKind,
  since: Date,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.status, 'OPEN'), gte(payments.createdAt, since)));
}

/** Moves one payment from OPEN to `status`; whether it was OPEN. */
export async function closeOpenPayment(
  db: Db | Tx,
  id: number,
  status: Extract<PaymentStatus, 'EXPIRED' | 'FAILED'>,
): Promise<boolean> {
  const closed = await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, id), eq(payments.status, 'OPEN')))
    .returning({ id: payments.id });
  return closed.length > 0;
}

/** What the provider reported of the money, kept on the completed payment. */
export type ReportedPayment = {
  providerPaymentId: string | null;
  paidAmountCents: number | null;
  paidCurrency: string | null;
  livemode: boolean | null;
};

/** The statuses the provider's word "paid" may settle: a payment we closed may still have been paid. */
const SETTLEABLE: PaymentStatus[] = ['OPEN', 'EXPIRED', 'FAILED'];

/** Settles the session's payment as COMPLETED (or HELD for operators, with its reason) unless it is settled
 *  already; the row, or null when nothing changed (a replay, or a concurrent completion that came first). */
export async function settlePaymentOfSession(
  db: Db | Tx,
  providerSessionId: string,
  settled: { status: 'COMPLETED' } | { status: 'HELD'; heldReason: string },
  reported?: ReportedPayment,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...settled, completedAt: new Date(), ...reported })
    .where(and(eq(payments.providerSessionId, providerSessionId), inArray(payments.status, SETTLEABLE)))
    .returning();
  return row ?? null;
}

/** Whether the ad has a COMPLETED payment besides `paymentId` (the one that paid for it). */
export async function hasOtherCompletedPayment(
  db: Db | Tx,
  adId: number,
  paymentId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.adId, adId), eq(payments.status, 'COMPLETED'), ne(payments.id, paymentId)))
    .limit(1);
  return row !== undefined;
}

export async function findPaymentById(db: Db | Tx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentOfSession(
  db: Db | Tx,
  providerSessionId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, providerSessionId))
    .limit(1);
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

/** A payment with what its checkout page shows: its ad's status, title and language (null when the ad and the
 *  account are gone). */
export type PaymentWithAd = {
  payment: PaymentRow;
  adStatus: AdStatus | null;
  adTitle: string | null;
  adStartDate: string | null;
  adEndDate: string | null;
  language: Language | null;
};

export async function findPaymentWithAd(
  db: Db | Tx,
  provider: PaymentProviderKind,
  providerSessionId: string,
): Promise<PaymentWithAd | null> {
  const [row] = await db
    .select({
      payment: payments,
      adStatus: ads.status,
      adTitle: ads.title,
      adStartDate: ads.startDate,
      adEndDate: ads.endDate,
      // The language of the member who opened it; the ad's when that person is gone, then the account's.
      language: sql<Language | null>`coalesce(${people.language}, ${ads.language}, ${ownerLanguage()})`,
    })
    .from(payments)
    .leftJoin(ads, eq(ads.id, payments.adId))
    .leftJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .leftJoin(people, eq(people.id, payments.openedBy))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, providerSessionId)))
    .limit(1);
  return row ?? null;
}

/** A HELD payment as the review desk lists it, with its ad's title and its advertiser's address when they remain. */
export type HeldPaymentRow = { payment: PaymentRow; adTitle: string | null; advertiserEmail: string | null };

/** The HELD payments not refunded yet (no refund, or one still PENDING), the longest-held first. */
export function listHeldPayments(db: Db | Tx): Promise<HeldPaymentRow[]> {
  return db
    .select({ payment: payments, adTitle: ads.title, advertiserEmail: ownerEmail() })
    .from(payments)
    .leftJoin(ads, eq(ads.id, payments.adId))
    .leftJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      and(eq(payments.status, 'HELD'), sql`(${refunds.status} is null or ${refunds.status} <> 'SUCCEEDED')`),
    )
    .orderBy(payments.completedAt, payments.id);
}

/** The payment, locked until the transaction ends. */
export async function findPaymentByIdForUpdate(tx: Tx, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}
