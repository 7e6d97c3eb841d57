/** Money as the portal charges it: the one currency (US dollars), amounts in integer cents formatted with
 *  Intl.NumberFormat per language, and the tax lines of a receipt (each Canadian tax computed and rounded on its
 *  own, since GST/HST, QST and PST/RST go to different authorities). Pure functions, so the API's receipts and
 *  mails, the checkout and the remotes show the same amounts. */
import type { Language } from './language';
import { salesTaxFor } from './tax';

/** The currency of every price, charge, receipt and refund (ISO 4217). */
export const CURRENCY = 'USD';
export type Currency = typeof CURRENCY;
/** The same currency as payment providers spell it (Stripe's `currency`). */
export const PROVIDER_CURRENCY = 'usd';
/** What an amount is prefixed with in both languages, so nobody reads the dollars as Canadian or yen. */
export const CURRENCY_SYMBOL = 'US$';

const MONEY_LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

export type MoneyFormatOptions = {
  /** 'US$32' instead of 'US$32.00' when the amount has no cents (plan cards, prices per month). */
  trimZeroCents?: boolean;
};

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALES[language], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in cents with its currency: 'US$1,234.50', '-US$3.20', 'US$32' (with trimZeroCents). Intl gives the
 * digits, grouping and sign of the language; the currency is always written 'US$', whatever symbol the locale
 * would pick for dollars.
 */
export function formatMoney(cents: number, language: Language, options: MoneyFormatOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number, got ${cents}`);
  const digits = options.trimZeroCents && cents % 100 === 0 ? 0 : 2;
  return moneyFormat(language, digits)
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOL : part.value))
    .join('');
}

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
 * The tax lines owed on a subtotal by a customer at home in `country` and `region` (SPEC §1: Canada only, by
 * province or territory): GST, HST, QST, PST, or Manitoba's RST, each rounded half up to the cent on its own.
 * Empty outside Canada or without a known Canadian region.
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

/** A rate in basis points as a percentage without float noise: 500 → '5%', 997.5 → '9.975%'. */
export function formatTaxRate(rateBasisPoints: number): string {
  const thousandths = Math.round(rateBasisPoints * 10);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(thousandths / 1000)}${fraction ? `.${fraction}` : ''}%`;
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
