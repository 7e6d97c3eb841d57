/** GET /ads/review-time (signed in; product.md, How long review takes): how long review usually takes, the same
 *  for every advertiser. Read through SWR once per page visit; a failure is SWR's error, which the note shows with
 *  a retry. Shared by the application and the ad's details page. */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export function useReviewTime() {
  const { api, session } = useShellServices();
  const { advertiser } = session.useSession();
  return useApiRead(advertiser ? ENDPOINTS.ads.reviewTime.path : null, () => api.ads.reviewTime(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
