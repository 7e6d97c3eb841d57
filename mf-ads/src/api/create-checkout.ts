/** POST /stripe/checkout/ad (SPEC §7): opens a card-payment checkout for an ad and returns the address to send
 *  the browser to. Used right after an application and by Retry payment on an UNPAID ad. */
import { useCallback } from 'react';
import {
  CheckoutResponseSchema,
  useShellServices,
  type ApiResult,
  type CheckoutRequest,
} from 'shared-contracts';

export function useCreateCheckout(): (request: CheckoutRequest) => Promise<ApiResult<string>> {
  const { api } = useShellServices();
  return useCallback(
    async (request) => {
      const result = await api.request('/stripe/checkout/ad', {
        method: 'POST',
        body: request,
        schema: CheckoutResponseSchema,
        session: 'required',
      });
      return result.ok ? { ok: true, data: result.data.url } : result;
    },
    [api],
  );
}
