/** GET /ads/{id}/stats?range= (signed in, the owner only): the ad's impressions and clicks per day and placement.
 *  Cached by SWR per ad and range; while another range loads, the previous one stays on screen. A failure is
 *  SWR's error, which the Results section shows with Retry. */
import useSWR from 'swr';
import {
  AdStatsSchema,
  useShellServices,
  type AdStats,
  type ApiError,
  type StatsRange,
} from 'shared-contracts';

type AdStatsKey = readonly [string, StatsRange];

export function adStatsKey(id: number, range: StatsRange): AdStatsKey {
  return [`/ads/${id}/stats`, range];
}

export function useAdStats(id: number, range: StatsRange) {
  const { api } = useShellServices();
  return useSWR<AdStats, ApiError, AdStatsKey>(
    adStatsKey(id, range),
    async ([path, statsRange]: AdStatsKey) => {
      const result = await api.request(path, {
        query: { range: statsRange },
        schema: AdStatsSchema,
        session: 'required',
      });
      // SWR keeps what the fetcher throws as `error`; the ApiError value is what the section needs.
      if (!result.ok) throw result.error;
      return result.data;
    },
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
