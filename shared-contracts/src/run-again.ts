/** "Run again" (product.md, Run again): which ads offer it, and how far ahead a run again may start. Pure, so the ad
 *  page, the application form and the API agree. The start date it suggests and its window are calendar arithmetic,
 *  in `shared-contracts/dates` (dates/run-again.ts, decision 0123). */
import type { AdStatus } from './ad-status';

/** The statuses whose ad has been live and can run again: running (ACTIVE), paused, or over (ENDED). */
export const RUN_AGAIN_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const satisfies readonly AdStatus[];

export function canRunAgain(status: AdStatus): boolean {
  return (RUN_AGAIN_STATUSES as readonly AdStatus[]).includes(status);
}

/** The latest start any run again can have, whatever the ad (a run starting a month ahead, its 12 months, then one month): what the
 *  request schema allows before the API checks the earlier ad itself. */
export const RUN_AGAIN_LATEST_MONTHS = 14;
