/** Retry payment for an UNPAID ad (product.md, Ad statuses): a new checkout for the ad's plan and duration, then the
 *  browser goes to it. Unlike the automatic checkout after an application, here the user pressed a button, so a failure
 *  also gets the error toast. The button stays busy while the browser leaves for the checkout page. An ad whose start
 *  date is before the earliest allowed start cannot be paid as it is: the checkout then carries the new start date
 *  the advertiser chose (the API moves the end date with it). */
import { useCallback } from 'react';
import { type Ad, type Advertiser } from 'shared-contracts';
import { useOpenCheckout } from '../../common/use-open-checkout';
import { Temporal, parseIsoDate, startDateWindow } from 'shared-contracts/dates';

/** Whether the ad's stored start date is before the earliest allowed start (the application's window). */
export function needsNewStartDate(ad: Ad, today: Temporal.PlainDate): boolean {
  const start = parseIsoDate(ad.startDate.slice(0, 10));
  return start === null || Temporal.PlainDate.compare(start, startDateWindow(today).earliestAllowed) < 0;
}

export function useRetryPayment() {
  const { open, pending } = useOpenCheckout();

  const retry = useCallback(
    /** Resolves whether the browser is on its way to the checkout. */
    async (ad: Ad, advertiser: Advertiser, startDate?: string): Promise<boolean> =>
      open({
        plan: ad.plan,
        duration: ad.duration,
        userId: advertiser.id,
        adId: ad.id,
        ...(startDate === undefined ? {} : { startDate }),
      }),
    [open],
  );

  return { retry, pending };
}
