/** The queries on the receipts and receipt_counters tables, and nothing else (services/receipts.ts holds the
 *  rules). A receipt number is taken by one upsert of its year's counter row inside the caller's transaction: the
 *  row lock makes concurrent completions wait for each other, and a rollback gives the number back, so numbers are
 *  sequential and never reused, on PGlite and PostgreSQL alike. Receipts are inserted once and never updated. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { receiptCounters, receipts } from '../db/schema';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

/** The next sequence number of `year` (1 for its first receipt), counted in the caller's transaction. */
export async function takeReceiptSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error('the receipt counter returned no number');
  return row.lastNumber;
}

/** Inserts the receipt unless its payment has one already; the new row, or null. */
export async function insertReceiptOnce(tx: Tx, values: NewReceipt): Promise<ReceiptRow | null> {
  const [row] = await tx
    .insert(receipts)
    .values(values)
    .onConflictDoNothing({ target: receipts.paymentId })
    .returning();
  return row ?? null;
}

export async function findReceiptOfPayment(db: Db | Tx, paymentId: number): Promise<ReceiptRow | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The advertiser's receipt with this number; null for a number that is not theirs. */
export async function findReceiptOf(
  db: Db | Tx,
  advertiserId: number,
  number: string,
): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.number, number), eq(receipts.advertiserId, advertiserId)))
    .limit(1);
  return row ?? null;
}

/** The advertiser's receipts, newest first. */
export function listReceiptsOf(db: Db, advertiserId: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.advertiserId, advertiserId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id));
}
