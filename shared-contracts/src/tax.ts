/** Canadian sales tax on ad purchases (product.md, Rules shown to advertisers: collected only from Canadian customers,
 *  by home province or territory; prices exclude it). Pure functions on integer cents, so the checkout, the test
 *  checkout page and the API compute the same tax to the cent. */
import type { LocalizedText } from './language';
import { CANADA, type RegionCode } from './country-codes';

export const SALES_TAX_NAMES = ['GST', 'HST', 'PST', 'QST'] as const;
export type SalesTaxName = (typeof SALES_TAX_NAMES)[number];

/** `rateBasisPoints` is exact but not always whole: Quebec's QST is 9.975% = 997.5 basis points. */
export type SalesTaxPart = { name: SalesTaxName; rateBasisPoints: number };
export type SalesTax = { rateBasisPoints: number; parts: readonly SalesTaxPart[] };

export type CheckoutAmounts = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** What the tax line is called on a receipt, e.g. 'Sales tax (GST 5% + PST 7%)'; null when no tax applies. */
  taxLabel: LocalizedText | null;
};

export const SALES_TAX_PART_NAMES: Record<SalesTaxName, LocalizedText> = {
  GST: { en: 'Goods and Services Tax', ja: '物品サービス税' },
  HST: { en: 'Harmonized Sales Tax', ja: '統一売上税' },
  PST: { en: 'Provincial Sales Tax', ja: '州売上税' },
  QST: { en: 'Quebec Sales Tax', ja: 'ケベック州売上税' },
};

/** Rates are kept in thousandths of a percent (1/100,000) so every rate, QST's 9.975% included, is an integer. */
const RATE_DENOMINATOR = 100_000;

/**
 * Rates in force in 2026, in thousandths of a percent. GST is the federal 5%. HST replaces GST plus the
 * provincial tax in the Atlantic provinces and Ontario (Nova Scotia's fell from 15% to 14% on 1 April 2025).
 * British Columbia, Manitoba (its Retail Sales Tax, listed here as PST) and Saskatchewan add a provincial
 * sales tax to GST, Quebec adds QST. Alberta and the three territories charge GST only.
 *
 *   AB  GST 5                = 5%        NT  GST 5                = 5%
 *   BC  GST 5 + PST 7        = 12%       NU  GST 5                = 5%
 *   MB  GST 5 + PST 7        = 12%       ON  HST 13               = 13%
 *   NB  HST 15               = 15%       PE  HST 15               = 15%
 *   NL  HST 15               = 15%       QC  GST 5 + QST 9.975    = 14.975%
 *   NS  HST 14               = 14%       SK  GST 5 + PST 6        = 11%
 *                                        YT  GST 5                = 5%
 */
const RATES: Record<RegionCode, readonly (readonly [SalesTaxName, number])[]> = {
  AB: [['GST', 5_000]],
  BC: [
    ['GST', 5_000],
    ['PST', 7_000],
  ],
  MB: [
    ['GST', 5_000],
    ['PST', 7_000],
  ],
  NB: [['HST', 15_000]],
  NL: [['HST', 15_000]],
  NS: [['HST', 14_000]],
  NT: [['GST', 5_000]],
  NU: [['GST', 5_000]],
  ON: [['HST', 13_000]],
  PE: [['HST', 15_000]],
  QC: [
    ['GST', 5_000],
    ['QST', 9_975],
  ],
  SK: [
    ['GST', 5_000],
    ['PST', 6_000],
  ],
  YT: [['GST', 5_000]],
};

function ratePartsFor(country: string, region: string | null | undefined) {
  if (country !== CANADA || region == null || !Object.hasOwn(RATES, region)) return null;
  // Safe: Object.hasOwn just proved region is one of RATES' keys.
  return RATES[region as RegionCode];
}

/**
 * The sales tax owed by a customer whose home is `country` (ISO code) and `region` (Canadian province or
 * territory code). Null outside Canada, and for a Canadian customer without a known region: the application
 * form requires the region for Canada, so that case is refused earlier by validation.
 */
export function salesTaxFor(country: string, region: string | null | undefined): SalesTax | null {
  const parts = ratePartsFor(country, region);
  if (!parts) return null;
  const total = parts.reduce((sum, [, rate]) => sum + rate, 0);
  return {
    rateBasisPoints: total / 10,
    parts: parts.map(([name, rate]) => ({ name, rateBasisPoints: rate / 10 })),
  };
}

/** Tax in cents on a subtotal in cents: the combined rate applied once, rounded half up to the cent once. */
export function salesTaxCents(
  subtotalCents: number,
  country: string,
  region: string | null | undefined,
): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotalCents must be a non-negative whole number of cents, got ${subtotalCents}`);
  }
  const parts = ratePartsFor(country, region);
  if (!parts) return 0;
  const rate = BigInt(parts.reduce((sum, [, partRate]) => sum + partRate, 0));
  const denominator = BigInt(RATE_DENOMINATOR);
  // BigInt keeps subtotal × rate exact; adding half the denominator before the floor division rounds half up.
  return Number((BigInt(subtotalCents) * rate + denominator / 2n) / denominator);
}

/** A rate in basis points as a percentage without float noise: 500 → '5%', 997.5 → '9.975%'. Whole thousandths
 *  of a percent, printed from integers. */
export function formatTaxRate(rateBasisPoints: number): string {
  const thousandths = Math.round(rateBasisPoints * 10);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(thousandths / 1000)}${fraction ? `.${fraction}` : ''}%`;
}

function taxLabel(tax: SalesTax): LocalizedText {
  const parts = tax.parts.map((part) => `${part.name} ${formatTaxRate(part.rateBasisPoints)}`).join(' + ');
  return { en: `Sales tax (${parts})`, ja: `売上税（${parts}）` };
}

/** The amounts a checkout shows and charges: subtotal, tax and total in cents, and the tax line's label. */
export function checkoutAmounts(
  subtotalCents: number,
  country: string,
  region: string | null | undefined,
): CheckoutAmounts {
  const taxCents = salesTaxCents(subtotalCents, country, region);
  const tax = salesTaxFor(country, region);
  return {
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    taxLabel: tax ? taxLabel(tax) : null,
  };
}
