/** POST /advertisers/signin (SPEC §7): email and password in, the advertiser record out. The page decides what
 *  a refusal means to the person; this hook only sends and parses. */
import { useCallback } from 'react';
import { AdvertiserSchema, useShellServices, type SignIn } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useSignIn() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: SignIn) => api.request('/advertisers/signin', { method: 'POST', body, schema: AdvertiserSchema }),
    [api],
  );
  return useApiCall(call);
}
