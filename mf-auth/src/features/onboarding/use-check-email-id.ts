/** POST /advertisers/check-email-id (SPEC §2 "Onboarding confirm"): before the token is used, asks whether the
 *  advertiser named by the link has already confirmed their email. */
import { useCallback } from 'react';
import { CheckEmailIdResponseSchema, useShellServices } from 'shared-contracts';
import type { AccountLink } from '../../common/account-link';
import { useApiCall } from '../../common/use-api-call';

export function useCheckEmailId() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: AccountLink) =>
      api.request('/advertisers/check-email-id', {
        method: 'POST',
        body,
        schema: CheckEmailIdResponseSchema,
      }),
    [api],
  );
  return useApiCall(call);
}
