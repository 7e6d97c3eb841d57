/** The advertiser's money as the billing page shows it (decision 0033): every payment (its receipt) and refund,
 *  newest first, with totals; one receipt by its number, only one's own; and the billing details later payments
 *  are taxed and addressed with. Knows nothing of HTTP. */
import {
  CURRENCY,
  type BillingDetails,
  type BillingEntry,
  type BillingHistory,
  type Receipt,
  type UpdateBillingDetails,
} from 'shared-contracts';
import type { Db } from '../db/client';
import * as billingDetails from '../repositories/billing-details';
import { findReceiptOf, listReceiptsOf } from '../repositories/receipts';
import { findRefundOfPayment, listRefundsOf } from '../repositories/refunds';
import { toReceipt } from './receipts';

export async function billingHistory(db: Db, advertiserId: number): Promise<BillingHistory> {
  const [receipts, refunds] = await Promise.all([
    listReceiptsOf(db, advertiserId),
    listRefundsOf(db, advertiserId),
  ]);
  const receiptOfPayment = new Map(receipts.map((receipt) => [receipt.paymentId, receipt]));
  const payments: BillingEntry[] = receipts.map((receipt) => ({
    kind: 'payment',
    id: `payment-${receipt.paymentId}`,
    occurredAt: receipt.issuedAt.toISOString(),
    receiptNumber: receipt.number,
    adId: receipt.adId,
    adTitle: receipt.adTitle,
    plan: receipt.plan,
    months: receipt.months,
    amountCents: receipt.totalCents,
    taxCents: receipt.taxCents,
    currency: CURRENCY,
  }));
  const refunded: BillingEntry[] = refunds.flatMap((refund) => {
    const receipt = receiptOfPayment.get(refund.paymentId);
    if (!receipt) return [];
    return [
      {
        kind: 'refund',
        id: `refund-${refund.id}`,
        occurredAt: (refund.refundedAt ?? refund.createdAt).toISOString(),
        receiptNumber: receipt.number,
        adId: refund.adId,
        adTitle: receipt.adTitle,
        plan: receipt.plan,
        months: receipt.months,
        amountCents: -refund.amountCents,
        taxCents: -receipt.taxCents,
        currency: CURRENCY,
      },
    ];
  });
  const entries = [...payments, ...refunded].sort((a, b) =>
    a.occurredAt === b.occurredAt ? (a.kind === 'refund' ? -1 : 1) : a.occurredAt < b.occurredAt ? 1 : -1,
  );
  const paidCents = payments.reduce((sum, entry) => sum + entry.amountCents, 0);
  const refundedCents = -refunded.reduce((sum, entry) => sum + entry.amountCents, 0);
  return {
    entries,
    totals: { paidCents, refundedCents, netCents: paidCents - refundedCents, currency: CURRENCY },
  };
}

/** One of the advertiser's receipts; null for a number that is not theirs (answered as not found). */
export async function receiptOf(db: Db, advertiserId: number, number: string): Promise<Receipt | null> {
  const row = await findReceiptOf(db, advertiserId, number);
  if (!row) return null;
  return toReceipt(row, await findRefundOfPayment(db, row.paymentId));
}

const noDetails: BillingDetails = { country: null, region: null, companyName: null, taxNumber: null };

export async function detailsOf(db: Db, advertiserId: number): Promise<BillingDetails> {
  return (await billingDetails.findBillingDetails(db, advertiserId)) ?? noDetails;
}

/** New details for payments completed from now on; receipts already issued keep the ones frozen into them. */
export async function updateDetails(
  db: Db,
  advertiserId: number,
  details: UpdateBillingDetails,
): Promise<BillingDetails | null> {
  return billingDetails.updateBillingDetails(db, advertiserId, {
    country: details.country,
    region: details.region,
    companyName: details.companyName ?? null,
    taxNumber: details.taxNumber ?? null,
  });
}
