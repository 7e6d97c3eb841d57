/** Display rules of product.md, Messages (durations, dates, counts, click-through rate, prices), and the reading of an
 *  ISO date. Pure functions of their arguments, so the remotes, the API and their tests format alike. The calendar
 *  arithmetic of the ad form (default start date, start-date window, end date, today in UTC) is in
 *  `shared-contracts/dates` (decision 0123). */
import type { Language } from './language';

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };
const countFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(NUMBER_LOCALES.en, { maximumFractionDigits: 0 }),
  ja: new Intl.NumberFormat(NUMBER_LOCALES.ja, { maximumFractionDigits: 0 }),
};

/** '1 month', '3 months' in English; '3 ヶ月' in Japanese, whose space is a no-break space: a Japanese line may
 *  otherwise break anywhere, and 「3」 at the end of one line with 「ヶ月」 on the next reads wrongly. */
export function formatDuration(months: number, language: Language): string {
  if (language === 'ja') return `${months}\u00a0ヶ月`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A calendar date as its parts; a `Temporal.PlainDate` (shared-contracts/dates) is one. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** 'YYYY-MM-DD', or the six-digit signed year ISO 8601 allows ('+275760-09-12'); '-000000' is not a year. Then an
 *  optional time ('T10:00', 'T23:59:59.999', ' 10:00:00,5') and offset ('Z', '+09:00', '-0500', '+09'): the extended
 *  forms the wire and the forms send. */
const ISO_DATE_TIME =
  /^([+-](?!0{6})\d{6}|\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** A Date at midnight UTC of these parts; setUTCFullYear, unlike Date.UTC, leaves years 0–99 as they are. */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function partsOf(date: Date): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The calendar date an ISO text names, read without any date library so that the root entry, which every first
 * visit loads, stays light (decision 0123): a plain date ('2026-11-22') as it is, an instant ('…T23:30:00Z' or with
 * an offset) as its date in UTC, since the API stores and sends dates in UTC, a date and time without offset as its
 * date. Null for anything else, including impossible dates and times ('2026-02-30', 25:00, offset +24:00). Reading
 * only: the calendar arithmetic is Temporal's, in `shared-contracts/dates`, whose parseIsoDate reads through this.
 */
export function isoCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, m, d, hour = '0', minute = '0', second = '0', zulu, sign, offsetHours, offsetMinutes = '0'] =
    match;
  const date = partsOf(utcMidnight(Number(y), Number(m), Number(d)));
  // A date the month lacks rolls over in Date (Feb 30 → Mar 2): refused instead.
  if (!date || date.month !== Number(m) || date.day !== Number(d)) return null;
  // A leap second (:60) is read as :59, as Temporal does.
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 60) return null;
  if (!zulu && !sign) return date;
  const offset = sign ? Number(offsetHours) * 60 + Number(offsetMinutes) : 0;
  if (offset >= 24 * 60 || Number(offsetMinutes) > 59) return null;
  // The instant, in whole minutes since the date's midnight; seconds cannot move it across midnight. Date refuses
  // (NaN) an instant outside its range of ±8.64e15 ms, which is also Temporal.Instant's.
  const instant = utcMidnight(Number(y), Number(m), Number(d));
  instant.setUTCMinutes(Number(hour) * 60 + Number(minute) - (sign === '-' ? -offset : offset));
  return partsOf(instant);
}

/**
 * English 'Nov 22, 2026', Japanese '2026年11月22日'. Text that is not an ISO date is returned unchanged, so a bad
 * value from the server still shows up (and can be reported) instead of an empty cell.
 */
export function formatDate(value: string | CalendarDate, language: Language): string {
  const date = typeof value === 'string' ? isoCalendarDate(value) : value;
  if (!date) return String(value);
  if (language === 'ja') return `${date.year}年${date.month}月${date.day}日`;
  return `${MONTH_ABBREVIATIONS[date.month - 1] ?? ''} ${date.day}, ${date.year}`;
}

/** Clicks and impressions with the language's digit grouping: '12,345' (both locales group by thousands). */
export function formatCount(count: number, language: Language): string {
  return countFormats[language].format(count);
}

/**
 * Clicks divided by impressions, shown as a percentage with 2 decimals: 69 clicks on 2,000 impressions is
 * '3.45%'. No impressions (or a nonsensical negative count) gives '0.00%'. Rounds half up.
 */
export function clickThroughRate(clicks: number, impressions: number): string {
  if (!(impressions > 0) || !(clicks > 0)) return '0.00%';
  // Hundredths of a percent. The quotient of two integers is correctly rounded by IEEE division, so an exact
  // .5 stays exact and Math.round rounds it up.
  const hundredths = Math.round((clicks * 10_000) / impressions);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

/**
 * A price in cents as dollars: '$32', '$32.50', '$1,234'. Cents show only when there are some. Japanese uses the
 * same dollar amount and sign, since the portal charges in dollars whatever the interface language.
 */
export function formatPrice(cents: number, language: Language): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const dollars = countFormats[language].format(Math.floor(absolute / 100));
  const remainder = absolute % 100;
  return `${sign}$${dollars}${remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`}`;
}
