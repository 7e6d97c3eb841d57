/** POST /advertisers/resend-email (SPEC §7): mails a fresh sign-up confirmation link to the advertiser named by
 *  an expired link (userId as a number, accountId). */
import { useCallback } from 'react';
import { useShellServices } from 'shared-contracts';
import type { AccountLink } from '../../common/account-link';
import { useApiCall } from '../../common/use-api-call';

export function useResendEmail() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: AccountLink) => api.request('/advertisers/resend-email', { method: 'POST', body }),
    [api],
  );
  return useApiCall(call);
}
