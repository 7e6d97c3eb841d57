/** The calendar arithmetic of the portal's dates (product.md: the default start date, the start-date window, the end
 *  date, "today"), on `Temporal.PlainDate` from temporal-polyfill (decision 0123). Every date rule counts in UTC
 *  days, so a date picked in Tokyo or Toronto is the same date on the server. */
import { Temporal } from 'temporal-polyfill';
import { isoCalendarDate } from '../format';

/** The UTC date of an instant in milliseconds since the epoch. */
export function utcDateOf(epochMilliseconds: number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO('UTC').toPlainDate();
}

/** Today's date in UTC, the calendar every date rule of the portal is counted in. Read from Date.now(), so a test's
 *  fake clock moves it too. */
export function todayUtc(): Temporal.PlainDate {
  return utcDateOf(Date.now());
}

/**
 * The calendar date of an ISO string: a plain date ('2026-11-22') as it is, an instant ('…T23:30:00Z' or with an
 * offset) as its date in UTC, since the API stores and sends dates in UTC. Null for anything else, including
 * impossible dates such as '2026-02-30' (the reading is the root entry's isoCalendarDate, so a date shows and
 * computes alike).
 */
export function parseIsoDate(value: string): Temporal.PlainDate | null {
  const parts = isoCalendarDate(value);
  if (!parts) return null;
  try {
    return Temporal.PlainDate.from(parts, { overflow: 'reject' });
  } catch {
    return null; // outside Temporal's range, which ends a day before Date's
  }
}

/** The start date plus the duration in months; a day missing from the end month clamps (Jan 31 + 1 → Feb 28/29). */
export function calculateEndDate(startDate: Temporal.PlainDate, months: number): Temporal.PlainDate {
  return startDate.add({ months });
}

/** The form's default start date: 7 days from today. */
export function defaultStartDate(today: Temporal.PlainDate): Temporal.PlainDate {
  return today.add({ days: 7 });
}

export type StartDateWindow = {
  /** Validation accepts a start date from today… */
  earliestAllowed: Temporal.PlainDate;
  /** …but the date picker offers dates only from 7 days from today… */
  earliestPickable: Temporal.PlainDate;
  /** …up to one month from today, for both (inclusive). */
  latest: Temporal.PlainDate;
};

/** The start-date limits of the application, from today's UTC date. */
export function startDateWindow(today: Temporal.PlainDate): StartDateWindow {
  return {
    earliestAllowed: today,
    earliestPickable: today.add({ days: 7 }),
    latest: today.add({ months: 1 }),
  };
}

/** A date as the wire sends it: midnight UTC, '2026-11-22T00:00:00.000Z'. */
export function toUtcIso(date: Temporal.PlainDate): string {
  return `${date.toString()}T00:00:00.000Z`;
}
