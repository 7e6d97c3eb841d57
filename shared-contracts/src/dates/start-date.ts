/** The start-date rules of the application, the resubmission, a retried payment and a run again, checked against
 *  today's UTC date at validation time; and the calendar rules of POST /ads, which the API adds to the endpoint
 *  table's schema (decision 0123). */
import * as v from 'valibot';
import { Temporal } from 'temporal-polyfill';
import type { AdRequestCalendar } from '../api/schemas/ad';
import { RUN_AGAIN_LATEST_MONTHS } from '../run-again';
import { messageRef } from '../validation/issues';
import { calculateEndDate, parseIsoDate, startDateWindow, todayUtc } from './calendar';
import { isWithin } from './run-again';

/**
 * `from-today`: the application accepts today up to one month from today (the picker offers only from 7 days).
 * `after-today`: a resubmission must start after today, up to one month from today.
 */
export type StartDateRule = 'from-today' | 'after-today';

export function isAllowedStartDate(
  date: Temporal.PlainDate,
  today: Temporal.PlainDate,
  rule: StartDateRule,
): boolean {
  const window = startDateWindow(today);
  const sinceEarliest = Temporal.PlainDate.compare(date, window.earliestAllowed);
  return (
    (rule === 'after-today' ? sinceEarliest > 0 : sinceEarliest >= 0) &&
    Temporal.PlainDate.compare(date, window.latest) <= 0
  );
}

/** A required ISO date ('2026-11-29') that `allowed` accepts; an unreadable one is reported as such. */
function requiredDateSchema(allowed: (date: Temporal.PlainDate) => boolean, outside: string) {
  const required = messageRef('validation.required-select', { field: 'field.start-date' });
  return v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.check((value) => parseIsoDate(value) !== null, messageRef('validation.date')),
    v.check((value) => {
      const date = parseIsoDate(value);
      // An unreadable date is already reported by the check above.
      return date === null || allowed(date);
    }, outside),
  );
}

/** An ISO date ('2026-11-29') inside the rule's window, checked against today's date at validation time. */
export function startDateSchema(rule: StartDateRule) {
  return requiredDateSchema(
    (date) => isAllowedStartDate(date, todayUtc(), rule),
    messageRef(rule === 'after-today' ? 'validation.start-date-after-today' : 'validation.start-date-window'),
  );
}

/** A run again's start date: inside the earlier ad's window (run-again.ts). */
export function runAgainStartDateSchema(window: {
  earliest: Temporal.PlainDate;
  latest: Temporal.PlainDate;
}) {
  return requiredDateSchema((date) => isWithin(date, window), messageRef('validation.start-date-window'));
}

/** The application's window; a run again may start later (after its earlier run), which the API then checks
 *  against that ad (run-again.ts). */
function startDateAllowed(value: string, runAgain: boolean): boolean {
  const date = parseIsoDate(value);
  if (date === null) return false;
  const today = todayUtc();
  if (!runAgain) return isAllowedStartDate(date, today, 'from-today');
  return isWithin(date, { earliest: today, latest: today.add({ months: RUN_AGAIN_LATEST_MONTHS }) });
}

/** The end date is the start date plus the duration, so what the advertiser saw is what is stored. */
function endDateMatches(input: {
  startDate: string;
  endDate: string;
  duration: number;
  previousAdId?: number | undefined;
}): boolean {
  const start = parseIsoDate(input.startDate);
  const end = parseIsoDate(input.endDate);
  if (start === null || end === null) return false;
  // A start date outside the window has its own message. Near the end of the calendar (+275760) adding the months
  // would throw a RangeError, which became a 500, so no end date is computed for it.
  if (!startDateAllowed(input.startDate, input.previousAdId !== undefined)) return true;
  return calculateEndDate(start, input.duration).equals(end);
}

/** The calendar rules of POST /ads: `createAdRequestSchema(adRequestCalendar)` is the API's full request rule. */
export const adRequestCalendar: AdRequestCalendar = { startDateAllowed, endDateMatches };
