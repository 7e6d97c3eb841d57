/** Money as the portal charges it: the one currency (US dollars) and amounts in integer cents formatted with
 *  Intl.NumberFormat per language. The tax lines and numbers of a receipt are receipts.ts. Pure functions, so the
 *  API's receipts and mails, the checkout and the remotes show the same amounts. */
import type { Language } from './language';

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
