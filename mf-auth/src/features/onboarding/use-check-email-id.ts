/** Whether the advertiser named by a sign-up link has already confirmed their email (product.md, Pages):
 *  api.advertisers.checkEmailId, read through SWR before the token is used. A link that names nobody
 *  (null) asks nothing. Read once: a failed check is not retried, as the token is then simply tried. */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';
import type { AccountLink } from '../../common/account-link';

type CheckKey = readonly [string, number, string];

export function useCheckEmailId(link: AccountLink | null) {
  const { api } = useShellServices();
  return useApiRead(
    link ? ([ENDPOINTS.advertisers.checkEmailId.path, link.userId, link.accountId] as CheckKey) : null,
    ([, userId, accountId]: CheckKey) => api.advertisers.checkEmailId({ userId, accountId }),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
