/** "How long review takes" (product.md, How long review takes; decision 0114): the rules the API, the advertiser's
 *  pages and the review desk share. Pure, so every place that says "taking longer than usual" or "waiting over a
 *  day" draws the line at the same moment. */

/** The figure is the median wait of this many latest decisions (approvals and rejections). */
export const REVIEW_TIME_DECISIONS = 30;
/** With fewer decisions than this, there is no figure: the pages say the floor text instead. */
export const REVIEW_TIME_MIN_DECISIONS = 5;
/** An ad waiting this long is "taking longer than usual" for its advertiser and past the mark on the desk. */
export const REVIEW_LONG_WAIT_HOURS = 24;

import type { Language } from './language';

const HOUR_MS = 3600 * 1000;

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How long an ad that entered review at `since` has waited at `now`, in milliseconds (never below 0). */
export function reviewWaitMs(since: Date | string, now: Date | number): number {
  const from = typeof since === 'string' ? Date.parse(since) : since.getTime();
  const to = typeof now === 'number' ? now : now.getTime();
  return Math.max(0, to - from);
}

/** Whether an ad that entered review at `since` has waited past REVIEW_LONG_WAIT_HOURS at `now`. */
export function isLongReviewWait(since: Date | string, now: Date | number): boolean {
  return reviewWaitMs(since, now) > REVIEW_LONG_WAIT_HOURS * HOUR_MS;
}

/** A wait as the pages say it: under an hour, whole hours below two days, whole days from two days on. */
export type WaitSpan =
  { unit: 'under-hour' } | { unit: 'hours'; count: number } | { unit: 'days'; count: number };

export function waitSpan(ms: number): WaitSpan {
  const hours = ms / HOUR_MS;
  if (hours < 1) return { unit: 'under-hour' };
  if (hours < 48) return { unit: 'hours', count: Math.round(hours) };
  return { unit: 'days', count: Math.round(hours / 24) };
}

const UNIT_LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

/** "4 hours", "1 hour", "3 days" / 「4時間」「3日」: a span of whole hours or days, in the language's own plural. */
export function formatWaitSpan(span: { unit: 'hours' | 'days'; count: number }, language: Language): string {
  return new Intl.NumberFormat(UNIT_LOCALES[language], {
    style: 'unit',
    unit: span.unit === 'hours' ? 'hour' : 'day',
    unitDisplay: 'long',
  }).format(span.count);
}
