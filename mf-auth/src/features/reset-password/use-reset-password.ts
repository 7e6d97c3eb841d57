/** POST /advertisers/reset-password (SPEC §7): the new password typed twice, authorised by the link's token. */
import { useCallback } from 'react';
import { useShellServices, type ResetPassword } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export type ResetPasswordRequest = { token: string; body: ResetPassword };

export function useResetPassword() {
  const { api } = useShellServices();
  const call = useCallback(
    ({ token, body }: ResetPasswordRequest) =>
      api.request('/advertisers/reset-password', { method: 'POST', body, bearer: token }),
    [api],
  );
  return useApiCall(call);
}
