/** What a receipt lists: the tax lines of an order (each Canadian tax computed and rounded on its own, since
 *  GST/HST, QST and PST/RST go to different authorities), its total and its number. Pure functions, so the API's
 *  receipts and mails, the checkout and the remotes show the same amounts. Its values are on the
 *  `shared-contracts/api` entry with the billing schemas that use them (decision 0063). */
import { formatTaxRate, salesTaxFor } from './tax';

/** The taxes a receipt can list. Manitoba's provincial tax is its Retail Sales Tax (RST). */
export const TAX_LINE_NAMES = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
export type TaxLineName = (typeof TAX_LINE_NAMES)[number];

/** One tax of a receipt: its name, its rate in basis points (QST: 997.5) and its amount in cents. */
export type TaxLine = { name: TaxLineName; rateBasisPoints: number; amountCents: number };

export type OrderAmounts = {
  subtotalCents: number;
  taxLines: TaxLine[];
  /** The sum of the tax lines. */
  taxCents: number;
  totalCents: number;
};

/** Rates are exact in thousandths of a percent (1/100,000), QST's 9.975% included. */
const RATE_DENOMINATOR = 100_000n;

function taxAmountCents(subtotalCents: number, rateBasisPoints: number): number {
  const rate = BigInt(Math.round(rateBasisPoints * 10));
  // BigInt keeps subtotal × rate exact; adding half the denominator before the floor division rounds half up.
  return Number((BigInt(subtotalCents) * rate + RATE_DENOMINATOR / 2n) / RATE_DENOMINATOR);
}

/**
 * The tax lines owed on a subtotal by a customer at home in `country` and `region` (product.md, Rules shown to
 * advertisers: Canada only, by province or territory): GST, HST, QST, PST, or Manitoba's RST, each rounded half up to
 * the cent on its own. Empty outside Canada or without a known Canadian region.
 */
export function taxLinesFor(
  subtotalCents: number,
  country: string,
  region: string | null | undefined,
): TaxLine[] {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotalCents must be a non-negative whole number of cents, got ${subtotalCents}`);
  }
  const tax = salesTaxFor(country, region);
  if (!tax) return [];
  return tax.parts.map((part) => ({
    name: part.name === 'PST' && region === 'MB' ? 'RST' : part.name,
    rateBasisPoints: part.rateBasisPoints,
    amountCents: taxAmountCents(subtotalCents, part.rateBasisPoints),
  }));
}

/** Subtotal, tax lines and total of an order: what a checkout charges and a receipt lists. */
export function orderAmounts(
  subtotalCents: number,
  country: string,
  region: string | null | undefined,
): OrderAmounts {
  const taxLines = taxLinesFor(subtotalCents, country, region);
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return { subtotalCents, taxLines, taxCents, totalCents: subtotalCents + taxCents };
}

/** A tax line's label on a receipt or in a mail: 'GST 5%', 'QST 9.975%', 'RST 7%' (the same in both languages:
 *  the abbreviations are the names on Canadian invoices). */
export function taxLineLabel(line: Pick<TaxLine, 'name' | 'rateBasisPoints'>): string {
  return `${line.name} ${formatTaxRate(line.rateBasisPoints)}`;
}

/** Sequential receipt numbers: the year of issue and a counter of six digits, '2026-000042'. */
export const RECEIPT_NUMBER_PATTERN = /^\d{4}-\d{6}$/;

export function formatReceiptNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`a receipt sequence runs from 1 to 999999, got ${sequence}`);
  }
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
