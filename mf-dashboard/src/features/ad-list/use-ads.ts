/** The advertiser's ads (GET /ads/advertiser), read through SWR under one key so the status toggle can reload the
 *  list after a change. HTTP failures become SWR's error state, which the page shows with a Retry button. */
import { AdListSchema, useShellServices } from 'shared-contracts';
import { useApiRead } from 'shared-ui';

export const ADS_KEY = '/ads/advertiser';

export function useAds() {
  const { api } = useShellServices();
  return useApiRead(ADS_KEY, () => api.request(ADS_KEY, { schema: AdListSchema, session: 'required' }));
}
