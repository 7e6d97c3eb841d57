/** POST /advertisers/reset-token-validation (SPEC §7): checks the reset link's token, sent as a bearer token,
 *  before the form is shown. */
import { useCallback } from 'react';
import { useShellServices } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useResetTokenValidation() {
  const { api } = useShellServices();
  const call = useCallback(
    (token: string) => api.request('/advertisers/reset-token-validation', { method: 'POST', bearer: token }),
    [api],
  );
  return useApiCall(call);
}
