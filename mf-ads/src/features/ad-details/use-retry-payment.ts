/** Retry payment for an UNPAID ad (SPEC §4): a new checkout for the ad's plan and duration, then the browser goes
 *  to it. Unlike the automatic checkout after an application, here the user pressed a button, so a failure also
 *  gets the error toast. The button stays busy while the browser leaves for the checkout page. */
import { useCallback } from 'react';
import type { Ad, Advertiser } from 'shared-contracts';
import { useOpenCheckout } from '../../common/use-open-checkout';

export function useRetryPayment() {
  const { open, pending } = useOpenCheckout();

  const retry = useCallback(
    async (ad: Ad, advertiser: Advertiser) => {
      await open({ plan: ad.plan, duration: ad.duration, userId: advertiser.id, adId: ad.id });
    },
    [open],
  );

  return { retry, pending };
}
