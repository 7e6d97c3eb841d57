/** POST /advertisers/signup (SPEC §7): email, password, the interface language and the bot-check token. The
 *  server answers with nothing the page needs; success means a confirmation mail is on its way. */
import { useCallback } from 'react';
import { useShellServices, type SignUp } from 'shared-contracts';
import { useApiCall } from '../../common/use-api-call';

export function useSignUp() {
  const { api } = useShellServices();
  const call = useCallback(
    (body: SignUp) => api.request('/advertisers/signup', { method: 'POST', body }),
    [api],
  );
  return useApiCall(call);
}
