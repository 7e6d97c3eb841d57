/** POST /stripe/checkout/ad (the endpoint table), then the browser goes to the checkout: right after an application,
 *  and by Retry payment on an UNPAID ad. A checkout that cannot be opened (a failed call, an address that is not a
 *  web page, a duration the ad cannot have) is logged (decision 0008) and resolves as a failure; whether the
 *  user also gets the error toast is the caller's choice (`errorToast`). */
import { useCallback, useState } from 'react';
import {
  UNKNOWN_ERROR_TEXT,
  isDuration,
  type ApiResult,
  type CheckoutRequest,
  type CheckoutResponse,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useGoToExternal } from './external-navigation';

/** What a checkout is opened for; the duration is the ad's, checked here before anything is sent. */
export type CheckoutOrder = Omit<CheckoutRequest, 'duration'> & { duration: number };

const NOT_OPENED: ApiResult<CheckoutResponse> = {
  ok: false,
  error: { status: 0, code: 'INTERNAL', message: UNKNOWN_ERROR_TEXT },
};

export function useOpenCheckout({ errorToast = true }: { errorToast?: boolean } = {}) {
  const { api } = useShellServices();
  const goToExternal = useGoToExternal();
  // True once the browser is on its way to the checkout: the button stays busy so nothing is sent twice.
  const [leaving, setLeaving] = useState(false);
  const { run, isSending } = useApiMutation(
    async ({ duration, ...order }: CheckoutOrder): Promise<ApiResult<CheckoutResponse>> => {
      const checkout = isDuration(duration) ? await api.checkout.open({ ...order, duration }) : null;
      if (checkout?.ok && goToExternal(checkout.data.url)) {
        setLeaving(true);
        return checkout;
      }
      console.error(
        'The checkout for ad %d could not be opened',
        order.adId,
        checkout?.ok ? checkout.data.url : (checkout?.error ?? duration),
      );
      return checkout && !checkout.ok ? checkout : NOT_OPENED;
    },
    errorToast ? {} : { errorToast: false },
  );

  const open = useCallback(async (order: CheckoutOrder) => (await run(order)).ok, [run]);

  return { open, pending: isSending || leaving, leaving };
}
