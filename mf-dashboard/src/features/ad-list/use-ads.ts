/** The advertiser's ads (GET /ads/advertiser), cached by SWR under one key so the status toggle can reload the
 *  list after a change. HTTP failures become SWR's error state, which the page shows with a Retry button. */
import useSWR from 'swr';
import { AdListSchema, useShellServices, type Ad, type ApiError } from 'shared-contracts';

export const ADS_KEY = '/ads/advertiser';

export function useAds() {
  const { api } = useShellServices();
  return useSWR<Ad[], ApiError>(ADS_KEY, async () => {
    const result = await api.request(ADS_KEY, { schema: AdListSchema, session: 'required' });
    // SWR keeps whatever the fetcher throws as `error`; the ApiError value is all the page needs.
    if (!result.ok) throw result.error;
    return result.data;
  });
}
