/** POST /advertisers/resend-new-email (SPEC §7): mails a fresh confirmation link for a changed email to the
 *  advertiser named by the link (userId as a number, accountId). */
import { useCallback } from 'react';
import { useShellServices } from 'shared-contracts';
import type { AccountLink } from '../../common/account-link';
import { useApiCall } from '../../common/use-api-call';

export function useResendNewEmail() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: AccountLink) => api.request('/advertisers/resend-new-email', { method: 'POST', body }),
    [api],
  );
  return useApiCall(call);
}
