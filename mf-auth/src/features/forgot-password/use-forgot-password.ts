/** POST /advertisers/forgot-password (SPEC §7): asks for a reset mail. The answer carries nothing the page shows. */
import { useCallback } from 'react';
import { useShellServices, type ForgotPassword } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useForgotPassword() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: ForgotPassword) => api.request('/advertisers/forgot-password', { method: 'POST', body }),
    [api],
  );
  return useApiCall(call);
}
