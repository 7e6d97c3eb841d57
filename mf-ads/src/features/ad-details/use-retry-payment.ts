/** Retry payment for an UNPAID ad (SPEC §4): a new checkout for the ad's plan and duration, then the browser goes
 *  to it. The failure is logged as SPEC §8 asks; unlike the automatic checkout after an application, here the
 *  user pressed a button, so the generic toast also says it did not work. */
import { useCallback, useState } from 'react';
import { isDuration, translate, useShellServices, type Ad, type Advertiser } from 'shared-contracts';
import { useCreateCheckout } from '../../api/create-checkout';
import { useGoToExternal } from '../../common/external-navigation';

export function useRetryPayment() {
  const { toast, language } = useShellServices();
  const createCheckout = useCreateCheckout();
  const goToExternal = useGoToExternal();
  const [pending, setPending] = useState(false);

  const retry = useCallback(
    async (ad: Ad, advertiser: Advertiser) => {
      setPending(true);
      const checkout = isDuration(ad.duration)
        ? await createCheckout({ plan: ad.plan, duration: ad.duration, userId: advertiser.id, adId: ad.id })
        : null;
      // The button stays busy while the browser leaves for the checkout page.
      if (checkout?.ok && goToExternal(checkout.data)) return;
      console.error(
        'The checkout for ad %d could not be opened',
        ad.id,
        checkout && !checkout.ok ? checkout.error : checkout,
      );
      toast.error(translate('toast-message.failure.unknown', language.current));
      setPending(false);
    },
    [toast, language, createCheckout, goToExternal],
  );

  return { retry, pending };
}
