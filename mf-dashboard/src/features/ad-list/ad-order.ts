/** The order of the dashboard's ads (product.md, Pages): running first, then scheduled, pending review, failed
 *  payment, paused, ended, rejected and refunded; the newest application first within each group. */
import { type Ad } from 'shared-contracts';
import { Temporal, parseIsoDate } from 'shared-contracts/dates';

export type AdGroup =
  'running' | 'scheduled' | 'pending' | 'unpaid' | 'paused' | 'ended' | 'rejected' | 'refunded';

const GROUP_ORDER: readonly AdGroup[] = [
  'running',
  'scheduled',
  'pending',
  'unpaid',
  'paused',
  'ended',
  'rejected',
  'refunded',
];

/** An ACTIVE ad is scheduled before its start date and running from it (product.md, Ad statuses). One whose end
 *  date has passed but that the hourly job has not ended yet counts as running until it does. */
export function groupOf(ad: Ad, today: Temporal.PlainDate): AdGroup {
  switch (ad.status) {
    case 'ACTIVE': {
      const start = parseIsoDate(ad.startDate);
      // ISO dates (YYYY-MM-DD) order as text.
      return start && today.toString() < start.toString() ? 'scheduled' : 'running';
    }
    case 'PENDING':
      return 'pending';
    case 'UNPAID':
      return 'unpaid';
    case 'PAUSED':
      return 'paused';
    case 'ENDED':
      return 'ended';
    case 'REJECTED':
      return 'rejected';
    case 'REFUNDED':
      return 'refunded';
  }
}

export function sortAds(ads: readonly Ad[], today: Temporal.PlainDate): Ad[] {
  const rank = (ad: Ad) => GROUP_ORDER.indexOf(groupOf(ad, today));
  return [...ads].sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
