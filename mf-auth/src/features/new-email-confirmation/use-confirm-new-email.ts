/** POST /advertisers/new-email-confirm (SPEC §7): uses the change-email link's token (as a bearer token) to make
 *  the new address the account's email. */
import { useCallback } from 'react';
import { useShellServices } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useConfirmNewEmail() {
  const { api } = useShellServices();
  const call = useCallback(
    (token: string) => api.request('/advertisers/new-email-confirm', { method: 'POST', bearer: token }),
    [api],
  );
  return useApiCall(call);
}
