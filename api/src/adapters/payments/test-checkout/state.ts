/** What the test checkout knows of one of its sessions: the payment row the page shows, whether Pay would be
 *  accepted now, and what Pay and Cancel do. Pay completes through services/payments.ts completePayment, the
 *  path Stripe's webhook takes, so the embedded checkout proves the real completion; Cancel and a stale Pay close
 *  the row. The rows are the payments table's (repositories/payments.ts); nothing is kept in memory. */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from 'shared-contracts';
import type { Db } from '../../../db/client';
import { findPaymentWithAd, type PaymentRow } from '../../../repositories/payments';
import { closePayment, completePayment } from '../../../services/payments';
import { TEST_CHECKOUT_LIFETIME_MS } from './provider';

export type TestCheckout = {
  payment: PaymentRow;
  language: Language;
  adTitle: string | null;
  /** The ad's run, 'YYYY-MM-DD'; null once the ad is gone. */
  run: { startDate: string; endDate: string } | null;
  /** Whether Pay would be accepted now: the row is OPEN and young enough, and its ad still waits for payment. */
  payable: boolean;
};

const isYoung = (payment: PaymentRow, now: Date) =>
  now.getTime() - payment.createdAt.getTime() < TEST_CHECKOUT_LIFETIME_MS;

export async function findTestCheckout(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<TestCheckout | null> {
  const row = await findPaymentWithAd(db, 'test-checkout', sessionId);
  if (!row) return null;
  const payable = row.payment.status === 'OPEN' && isYoung(row.payment, now) && row.adStatus === 'UNPAID';
  const run =
    row.adStartDate && row.adEndDate ? { startDate: row.adStartDate, endDate: row.adEndDate } : null;
  return { payment: row.payment, language: row.language ?? 'en', adTitle: row.adTitle, run, payable };
}

export type TestPayment = 'paid' | 'already-paid' | 'closed' | 'unknown';

/** The test checkout's Pay button: completes through the webhook's own path, or says why it cannot. */
export async function payTestCheckout(
  db: Db,
  sessionId: string,
  log?: FastifyBaseLogger,
): Promise<TestPayment> {
  const checkout = await findTestCheckout(db, sessionId);
  if (!checkout) return 'unknown';
  if (checkout.payment.status === 'COMPLETED') return 'already-paid';
  if (!checkout.payable) {
    await closePayment(db, sessionId, 'EXPIRED');
    return 'closed';
  }
  const completion = await completePayment(db, sessionId, log);
  return completion.outcome === 'completed' ? 'paid' : 'already-paid';
}

/** The test checkout's Cancel button: the page is closed; Retry payment opens a new one. */
export async function cancelTestCheckout(db: Db, sessionId: string): Promise<'cancelled' | 'unknown'> {
  const checkout = await findTestCheckout(db, sessionId);
  if (!checkout) return 'unknown';
  await closePayment(db, sessionId, 'EXPIRED');
  return 'cancelled';
}
