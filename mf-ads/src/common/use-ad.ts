/** GET /ads/{id}, optionally ?status= (the endpoint table: resubmission asks for REJECTED, so any other status answers
 *  404), read through SWR per id and filter; it waits until a user is signed in (product.md, Pages) and never retries,
 *  since the pages send any failure to /404. Shared by the details and resubmission pages. */
import { type AdStatus } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

type AdKey = readonly [string, number, AdStatus | null];

export function adKey(id: number, status?: AdStatus): AdKey {
  return [ENDPOINTS.ads.get.path, id, status ?? null];
}

export function useAd(id: number | null, options: { status?: AdStatus } = {}) {
  const { api, session } = useShellServices();
  const { advertiser } = session.useSession();
  return useApiRead(
    advertiser && id !== null ? adKey(id, options.status) : null,
    ([, adId, status]: AdKey) => api.ads.get(adId, status ? { status } : {}),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
