/** "Run again" (product.md, Run again): the start date the application suggests, and the window the start may move
 *  in. Dates are UTC days, like every date rule of the portal. */
import { Temporal } from 'temporal-polyfill';
import type { AdStatus } from '../ad-status';

type EarlierAd = { status: AdStatus; endDate: Temporal.PlainDate };

/** The day after the current run ends, which is the stored end date (a run covers its start date up to the day
 *  before its end date); today for an ended ad, or when that day has passed. */
export function runAgainStartDate(ad: EarlierAd, today: Temporal.PlainDate): Temporal.PlainDate {
  if (ad.status === 'ENDED') return today;
  return Temporal.PlainDate.compare(ad.endDate, today) > 0 ? ad.endDate : today;
}

/** The window of a run-again start date: from today up to one month after the suggested start. */
export function runAgainWindow(
  ad: EarlierAd,
  today: Temporal.PlainDate,
): { earliest: Temporal.PlainDate; suggested: Temporal.PlainDate; latest: Temporal.PlainDate } {
  const suggested = runAgainStartDate(ad, today);
  return { earliest: today, suggested, latest: suggested.add({ months: 1 }) };
}

/** Whether a date lies in a window, both ends included. */
export function isWithin(
  date: Temporal.PlainDate,
  window: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate },
): boolean {
  return (
    Temporal.PlainDate.compare(date, window.earliest) >= 0 &&
    Temporal.PlainDate.compare(date, window.latest) <= 0
  );
}

export function isAllowedRunAgainStart(
  date: Temporal.PlainDate,
  ad: EarlierAd,
  today: Temporal.PlainDate,
): boolean {
  return isWithin(date, runAgainWindow(ad, today));
}
