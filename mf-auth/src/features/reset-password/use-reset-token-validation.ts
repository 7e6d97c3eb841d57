/** Whether a reset link's token is still good (the endpoint table): api.advertisers.validateResetToken, with the token
 *  as the bearer, read through SWR before the form is shown. Checked once: a failure is an answer (the link is dead),
 *  so it is not retried, and the check does not run again when the window regains focus. */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

type TokenKey = readonly [string, string];

export function useResetTokenValidation(token: string) {
  const { api } = useShellServices();
  return useApiRead(
    [ENDPOINTS.advertisers.validateResetToken.path, token] as TokenKey,
    ([, linkToken]: TokenKey) => api.advertisers.validateResetToken(linkToken),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
