/** The shared-contracts/dates entry (decision 0123): the calendar arithmetic of the portal's dates on
 *  temporal-polyfill, and the rules written with it (start-date windows, run again, the start-date fields of the
 *  forms). A Module Federation singleton of its own, loaded only by the pages that compute dates (the application,
 *  the ad page, the ad list) and by the API; the root entry, which every first visit loads, reads and shows dates
 *  without it. Browser code takes `Temporal` from here, never from temporal-polyfill itself, so a page holds one copy
 *  (a lint rule refuses the direct import). */
export { Temporal } from 'temporal-polyfill';
export {
  utcDateOf,
  todayUtc,
  parseIsoDate,
  calculateEndDate,
  defaultStartDate,
  startDateWindow,
  toUtcIso,
} from './calendar';
export type { StartDateWindow } from './calendar';
export { runAgainStartDate, runAgainWindow, isAllowedRunAgainStart, isWithin } from './run-again';
export {
  isAllowedStartDate,
  startDateSchema,
  runAgainStartDateSchema,
  adRequestCalendar,
} from './start-date';
export type { StartDateRule } from './start-date';
