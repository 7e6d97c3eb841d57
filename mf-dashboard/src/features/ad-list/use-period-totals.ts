/** Each ad's impressions and clicks over the chosen period (GET /ads/stats?range=), read through SWR per period.
 *  The status switch reloads it with the list; while another period loads, nothing stale is shown as the new one. */
import { type StatsRange } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export const PERIOD_TOTALS_KEY = ENDPOINTS.ads.periodTotals.path;

type PeriodTotalsKey = readonly [string, StatsRange];

export type AdCounts = { impressions: number; clicks: number };

/** `wanted` false (a member without `results.read`) reads nothing. */
export function usePeriodTotals(period: StatsRange, wanted = true) {
  const { api } = useShellServices();
  const read = useApiRead(
    wanted ? ([PERIOD_TOTALS_KEY, period] as PeriodTotalsKey) : null,
    ([, range]: PeriodTotalsKey) => api.ads.periodTotals({ range }),
    { shouldRetryOnError: false },
  );
  const counts =
    read.data && read.data.range === period
      ? new Map<number, AdCounts>(read.data.ads.map(({ adId, ...rest }) => [adId, rest]))
      : undefined;
  /** The account's time zone the period's days are counted in (decision 0118). */
  const timeZone = read.data?.timeZone;
  return { counts, timeZone, error: read.error, retry: () => void read.mutate() };
}
