/** The queries on the refunds table, and the one read of payments a refund starts from (the ad's completed
 *  payment). services/refunds.ts holds the rules. One refund per payment (unique payment_id): a repeated or
 *  concurrent request finds the same row, and it turns SUCCEEDED once, by a guarded UPDATE. */
import { and, desc, eq, ne, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments, refunds } from '../db/schema';
import type { PaymentRow } from './payments';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** The ad's latest completed payment: the one a refund gives back. A second payment of the same ad is refunded
 *  on its own by the system (services/payments.ts), so it is never the one. */
export async function findCompletedPaymentOfAd(db: Db | Tx, adId: number): Promise<PaymentRow | null> {
  const refundedBySystem = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payments.id), eq(refunds.requestedBy, 'system')));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.adId, adId), eq(payments.status, 'COMPLETED'), notExists(refundedBySystem)))
    .orderBy(desc(payments.completedAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The payment's refund, inserted PENDING if it has none yet. */
export async function claimRefund(tx: Tx, values: NewRefund): Promise<RefundRow> {
  await tx.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId });
  const [row] = await tx.select().from(refunds).where(eq(refunds.paymentId, values.paymentId)).limit(1);
  if (!row) throw new Error('the refund row is missing after its insert');
  return row;
}

export async function findRefundOfPayment(db: Db | Tx, paymentId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The latest refund of the ad (a REFUNDED ad has exactly one). */
export async function findRefundOfAd(db: Db | Tx, adId: number): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.adId, adId))
    .orderBy(desc(refunds.id))
    .limit(1);
  return row ?? null;
}

/** PENDING → SUCCEEDED with the provider's refund id; the row when this call moved it, null when it had moved. */
export async function markRefundSucceeded(
  tx: Tx,
  id: number,
  providerRefundId: string,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRefundId, refundedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** The advertiser's succeeded refunds, newest first. A held payment's refund is not among them: the payment was
 *  never on the billing page either (no receipt), so the page's totals stay what the advertiser paid for ads. */
export async function listRefundsOf(db: Db, advertiserId: number): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.advertiserId, advertiserId),
        eq(refunds.status, 'SUCCEEDED'),
        ne(payments.status, 'HELD'),
      ),
    )
    .orderBy(desc(refunds.refundedAt), desc(refunds.id));
  return rows.map((row) => row.refund);
}

/** Every refund still PENDING, oldest first, whatever its age (reconciliation asks each again). */
export function listPendingRefunds(db: Db): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.status, 'PENDING')).orderBy(refunds.id);
}
