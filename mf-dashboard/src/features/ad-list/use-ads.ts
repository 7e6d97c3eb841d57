/** The advertiser's ads (GET /ads/advertiser), read through SWR under one key so the status toggle can reload the
 *  list after a change. HTTP failures become SWR's error state, which the page shows with a Retry button. */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export const ADS_KEY = ENDPOINTS.ads.list.path;

export function useAds() {
  const { api } = useShellServices();
  return useApiRead(ADS_KEY, () => api.ads.list());
}
