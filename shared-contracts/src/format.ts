/** Display rules of SPEC §9 (durations, dates, counts, click-through rate, prices) and the calendar arithmetic
 *  of the ad form (SPEC §4: default start date, start-date window, end date, dates sent in UTC). Pure functions
 *  of their arguments, except todayUtc(), so the remotes, the API and their tests format alike. */
import type { Language } from './language';
import { PlainDate } from './plain-date';

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

/**
 * The calendar date of an ISO string: a plain date ('2026-11-22') as it is, an instant ('…T23:30:00Z' or with an
 * offset) as its date in UTC, since the API stores and sends dates in UTC. Null for anything else, including
 * impossible dates such as '2026-02-30'.
 */
export function parseIsoDate(value: string): PlainDate | null {
  return PlainDate.parse(value.trim());
}

/**
 * English 'Nov 22, 2026', Japanese '2026年11月22日'. Text that is not an ISO date is returned unchanged, so a bad
 * value from the server still shows up (and can be reported) instead of an empty cell.
 */
export function formatDate(value: string | PlainDate, language: Language): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
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

/** Today's date in UTC, the calendar every date rule of the portal is counted in. */
export function todayUtc(): PlainDate {
  return PlainDate.fromEpochMilliseconds(Date.now());
}

/** The start date plus the duration in months; a day missing from the end month clamps (Jan 31 + 1 → Feb 28/29). */
export function calculateEndDate(startDate: PlainDate, months: number): PlainDate {
  return startDate.add({ months });
}

/** The form's default start date: 7 days from today (SPEC §4). */
export function defaultStartDate(today: PlainDate): PlainDate {
  return today.add({ days: 7 });
}

export type StartDateWindow = {
  /** Validation accepts a start date from today… */
  earliestAllowed: PlainDate;
  /** …but the date picker offers dates only from 7 days from today… */
  earliestPickable: PlainDate;
  /** …up to one month from today, for both (inclusive). */
  latest: PlainDate;
};

/** The start-date limits of SPEC §5 and §9, from today's UTC date. */
export function startDateWindow(today: PlainDate): StartDateWindow {
  return {
    earliestAllowed: today,
    earliestPickable: today.add({ days: 7 }),
    latest: today.add({ months: 1 }),
  };
}

/** A date as the wire sends it: midnight UTC, '2026-11-22T00:00:00.000Z'. */
export function toUtcIso(date: PlainDate): string {
  return `${date.toString()}T00:00:00.000Z`;
}
