/** POST /advertisers/email-confirm (SPEC §7): uses the sign-up link's token (as a bearer token) and answers
 *  with the advertiser, now confirmed and signed in. */
import { useCallback } from 'react';
import { AdvertiserSchema, useShellServices } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useConfirmEmail() {
  const { api } = useShellServices();
  const call = useCallback(
    (token: string) =>
      api.request('/advertisers/email-confirm', { method: 'POST', bearer: token, schema: AdvertiserSchema }),
    [api],
  );
  return useApiCall(call);
}
