/** "Run again" (product.md, Run again): which ads offer it, the start date the application suggests, and the window
 *  the start may move in. Pure, so the ad page, the application form and the API agree. Dates are UTC days, like
 *  every date rule of the portal. */
import type { AdStatus } from './ad-status';
import { PlainDate } from './plain-date';

/** The statuses whose ad has been live and can run again: running (ACTIVE), paused, or over (ENDED). */
export const RUN_AGAIN_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const satisfies readonly AdStatus[];

export function canRunAgain(status: AdStatus): boolean {
  return (RUN_AGAIN_STATUSES as readonly AdStatus[]).includes(status);
}

/** The day after the current run ends, which is the stored end date (a run covers its start date up to the day
 *  before its end date); today for an ended ad, or when that day has passed. */
export function runAgainStartDate(ad: { status: AdStatus; endDate: PlainDate }, today: PlainDate): PlainDate {
  if (ad.status === 'ENDED') return today;
  return PlainDate.compare(ad.endDate, today) > 0 ? ad.endDate : today;
}

/** The window of a run-again start date: from today up to one month after the suggested start. */
export function runAgainWindow(
  ad: { status: AdStatus; endDate: PlainDate },
  today: PlainDate,
): { earliest: PlainDate; suggested: PlainDate; latest: PlainDate } {
  const suggested = runAgainStartDate(ad, today);
  return { earliest: today, suggested, latest: suggested.add({ months: 1 }) };
}

export function isAllowedRunAgainStart(
  date: PlainDate,
  ad: { status: AdStatus; endDate: PlainDate },
  today: PlainDate,
): boolean {
  const window = runAgainWindow(ad, today);
  return PlainDate.compare(date, window.earliest) >= 0 && PlainDate.compare(date, window.latest) <= 0;
}

/** The latest start any run again can have, whatever the ad (a run starting a month ahead, its 12 months, then one month): what the
 *  request schema allows before the API checks the earlier ad itself. */
export const RUN_AGAIN_LATEST_MONTHS = 14;
