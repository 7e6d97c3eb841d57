/** The payment return (product.md, Money): the checkout sends the advertiser back to /dashboard?checkout_status=success
 *  or failed. Success shows the payment-complete toast and reloads the user and the ad list after 3 seconds (time
 *  for the payment callback to land); failure shows a failure toast at once. When a success carries the
 *  checkout's `session_id` (Stripe's success address), the page confirms the payment itself first
 *  (POST /checkout/confirm, idempotent with the webhook, as Stripe's fulfilment guide recommends) and then
 *  reloads the list, so a paid ad reads Pending review at once; without it the list is reloaded at once. Either
 *  way both parameters leave the URL. */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_SUCCESS_TOAST_DELAY_MS } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { ADS_KEY } from './use-ads';
import { useSWRConfig } from 'shared-ui/data';

export const CHECKOUT_STATUS_PARAM = 'checkout_status';
export const CHECKOUT_SESSION_PARAM = 'session_id';

export function useCheckoutStatus(): void {
  const { toast, session, api } = useShellServices();
  const text = useContractText();
  const { mutate } = useSWRConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get(CHECKOUT_STATUS_PARAM);
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM);
  // Handled once per page visit: removing the parameter re-runs this effect, and React's strict mode mounts twice.
  const handled = useRef(false);

  useEffect(() => {
    if (status === null || handled.current) return;
    handled.current = true;
    if (status === 'success') {
      if (sessionId)
        // Whatever the answer (even a failure), the list is read again: the webhook may have completed it meanwhile.
        void api.checkout.confirm({ sessionId }).then(() => mutate(ADS_KEY));
      else void mutate(ADS_KEY);
      // Not cleared on unmount: the toast belongs to the shell, so it should appear even if the user moved on.
      setTimeout(() => {
        toast.success(text('toast-message.success.payment-complete'));
        void session.refresh();
        void mutate(ADS_KEY);
      }, PAYMENT_SUCCESS_TOAST_DELAY_MS);
    } else if (status === 'failed') {
      toast.error(text('toast-message.failure.failed', { x: 'subject.ad-payment' }));
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_STATUS_PARAM);
        next.delete(CHECKOUT_SESSION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [status, sessionId, api, toast, session, text, mutate, setSearchParams]);
}
