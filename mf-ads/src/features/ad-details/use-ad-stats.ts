/** GET /ads/{id}/stats?range= (signed in, the owner only): the ad's impressions and clicks per day and placement.
 *  Read through SWR per ad and range; while another range loads, the previous one stays on screen. A failure is
 *  SWR's error, which the Results section shows with Retry. */
import { AdStatsSchema, useShellServices, type StatsRange } from 'shared-contracts';
import { useApiRead } from 'shared-ui';

type AdStatsKey = readonly [string, StatsRange];

export function useAdStats(id: number, range: StatsRange) {
  const { api } = useShellServices();
  return useApiRead(
    [`/ads/${id}/stats`, range] as AdStatsKey,
    ([path, statsRange]: AdStatsKey) =>
      api.request(path, { query: { range: statsRange }, schema: AdStatsSchema, session: 'required' }),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
