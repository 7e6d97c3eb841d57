/** Receipts (decision 0033): one per completed payment, issued by issueReceipt inside the transaction that
 *  completes the payment (services/payments.ts completePayment), so a payment is never COMPLETED without its
 *  receipt and its mail. The number comes from the year's counter row in that transaction (sequential, never
 *  reused); everything printed is frozen into the row: the order, each tax line, the total and currency, the
 *  seller from configuration and the buyer's billing details as they are at that moment. The receipt mail is
 *  stored in the mail outbox in the same transaction, in the ad's language. */
import { CURRENCY, PLAN_CATALOGUE, type Receipt, type TaxLine, type TaxLineName } from 'shared-contracts';
import { CANADA, formatReceiptNumber, TAX_LINE_NAMES, taxLinesFor } from 'shared-contracts/api';
import { loadConfig, type Config } from '../config';
import type { Tx } from '../db/client';
import { receiptMail } from '../mails/billing-mails';
import { mailSite, type MailSite } from '../mails/render-mail';
import { findAdById } from '../repositories/ads';
import { findBuyer } from '../repositories/billing-details';
import { moneyRecipients } from './recipients';
import { insertOutboxMail } from '../repositories/outbox-mails';
import type { PaymentRow } from '../repositories/payments';
import {
  findReceiptOfPayment,
  insertReceiptOnce,
  takeReceiptSequence,
  type ReceiptRow,
} from '../repositories/receipts';
import type { RefundRow } from '../repositories/refunds';

/** What a receipt needs from the configuration: the seller it prints, and where its mail links to and who signs it. */
export type ReceiptContext = { seller: Config['seller']; site: MailSite };

export function receiptContext(config: Config): ReceiptContext {
  return { seller: config.seller, site: mailSite(config) };
}

let processContext: ReceiptContext | undefined;
/** The running process's configuration, for callers that complete a payment without it at hand. */
export function configuredContext(): ReceiptContext {
  processContext ??= receiptContext(loadConfig());
  return processContext;
}

const isTaxLineName = (name: string): name is TaxLineName =>
  (TAX_LINE_NAMES as readonly string[]).includes(name);

/**
 * The tax lines of a payment: the split stored on it at checkout when it has one; otherwise each tax of its
 * Canadian region recomputed, and any cent the older single rounding charged differently put on the last line,
 * so the lines always add up to the tax that was charged.
 */
export function taxLinesOfPayment(
  payment: Pick<PaymentRow, 'subtotalCents' | 'taxCents' | 'taxRegion'> & {
    taxLines?: { name: string; rateBasisPoints: number; amountCents: number }[] | null;
  },
): TaxLine[] {
  const stored = (payment.taxLines ?? []).filter((line): line is TaxLine => isTaxLineName(line.name));
  if (stored.length > 0) return stored;
  if (payment.taxCents === 0 || !payment.taxRegion) return [];
  const lines = taxLinesFor(payment.subtotalCents, CANADA, payment.taxRegion);
  const last = lines.at(-1);
  const difference = payment.taxCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (last && difference !== 0) last.amountCents += difference;
  return lines;
}

/**
 * Issues the receipt of a payment that has just turned COMPLETED, inside the completing transaction, and stores
 * its mail. Once per payment: a second call finds the receipt and returns null.
 */
export async function issueReceipt(
  tx: Tx,
  payment: PaymentRow,
  context: ReceiptContext = configuredContext(),
  card: { brand: string; last4: string } | null = null,
): Promise<ReceiptRow | null> {
  if (await findReceiptOfPayment(tx, payment.id)) return null;
  const ad = payment.adId === null ? null : await findAdById(tx, payment.adId);
  const buyer = payment.advertiserId === null ? null : await findBuyer(tx, payment.advertiserId);
  const issuedAt = payment.completedAt ?? new Date();
  const sequence = await takeReceiptSequence(tx, issuedAt.getUTCFullYear());
  const receipt = await insertReceiptOnce(tx, {
    number: formatReceiptNumber(issuedAt.getUTCFullYear(), sequence),
    paymentId: payment.id,
    advertiserId: payment.advertiserId,
    adId: payment.adId,
    issuedAt,
    language: ad?.language ?? buyer?.language ?? 'en',
    adTitle: ad?.title ?? `Ad ${payment.adId ?? payment.id}`,
    plan: payment.plan,
    months: payment.duration,
    monthlyPriceCents: PLAN_CATALOGUE[payment.plan].monthlyPriceCents,
    subtotalCents: payment.subtotalCents,
    taxLines: taxLinesOfPayment(payment),
    taxCents: payment.taxCents,
    totalCents: payment.totalCents,
    currency: CURRENCY,
    seller: context.seller,
    buyer: {
      name: buyer?.name ?? null,
      email: buyer?.email ?? '',
      companyName: buyer?.companyName ?? null,
      taxNumber: buyer?.taxNumber ?? null,
      country: buyer?.country ?? null,
      region: buyer?.region ?? null,
    },
    runStartDate: ad?.startDate ?? null,
    runEndDate: ad?.endDate ?? null,
    paymentMethod:
      payment.provider === 'test-checkout'
        ? { kind: 'test-checkout' }
        : card
          ? { kind: 'card', brand: card.brand, last4: card.last4 }
          : null,
  });
  if (!receipt) return null;
  // Receipts go to the owners and the billing members, once each (decision 0121).
  if (buyer && payment.advertiserId !== null)
    for (const to of await moneyRecipients(tx, payment.advertiserId))
      await insertOutboxMail(
        tx,
        receiptMail(
          { email: to.email, name: to.name, company: buyer.companyName },
          toMailContent(receipt),
          context.site,
        ),
      );
  return receipt;
}

function toMailContent(row: ReceiptRow) {
  return { ...row, taxLines: taxLinesOf(row) };
}

function taxLinesOf(row: ReceiptRow): TaxLine[] {
  return row.taxLines.filter((line): line is TaxLine => isTaxLineName(line.name));
}

/** A refund as the API sends it. */
export function toRefund(row: RefundRow, receiptNumber: string | null) {
  return {
    id: row.id,
    adId: row.adId,
    receiptNumber,
    amountCents: row.amountCents,
    currency: CURRENCY,
    refundedAt: (row.refundedAt ?? row.createdAt).toISOString(),
  } as const;
}

/** A receipt as the API sends it, with its refund once the payment has been refunded. */
export function toReceipt(row: ReceiptRow, refund: RefundRow | null): Receipt {
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    language: row.language,
    adId: row.adId,
    adTitle: row.adTitle,
    plan: row.plan,
    months: row.months,
    monthlyPriceCents: row.monthlyPriceCents,
    subtotalCents: row.subtotalCents,
    taxLines: taxLinesOf(row),
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    currency: CURRENCY,
    seller: row.seller,
    buyer: row.buyer,
    run: row.runStartDate && row.runEndDate ? { startDate: row.runStartDate, endDate: row.runEndDate } : null,
    paymentMethod: row.paymentMethod ?? null,
    refund: refund && refund.status === 'SUCCEEDED' ? toRefund(refund, row.number) : null,
  };
}
