/** GET /ads/{id}/stats?range= (signed in, the owner only): the ad's impressions and clicks per day and placement.
 *  Read through SWR per ad and range; while another range loads, the previous one stays on screen. A failure is
 *  SWR's error, which the Results section shows with Retry. */
import { type StatsRange } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

type AdStatsKey = readonly [string, number, StatsRange];

export function useAdStats(id: number, range: StatsRange) {
  const { api } = useShellServices();
  return useApiRead(
    [ENDPOINTS.ads.stats.path, id, range] as AdStatsKey,
    ([, adId, statsRange]: AdStatsKey) => api.ads.stats(adId, { range: statsRange }),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
