/** The dashboard's results period (product.md, Pages): Last 7 days, Last 30 days or Whole run, kept in the URL
 *  as `?period=7d` so a reload or a shared link shows the same numbers. The table's clicks, impressions and CTR,
 *  the summary above it and the CSV export all follow it. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatsRange } from 'shared-contracts';
import { DEFAULT_STATS_RANGE, STATS_RANGES } from 'shared-contracts/api';

export const PERIOD_PARAM = 'period';

export const isStatsRange = (value: string | null): value is StatsRange =>
  value !== null && (STATS_RANGES as readonly string[]).includes(value);

export const PERIOD_LABELS: Record<StatsRange, MessageDescriptor> = {
  '7d': msg({ id: 'dashboard.export.range.7d', message: 'Last 7 days' }),
  '30d': msg({ id: 'dashboard.export.range.30d', message: 'Last 30 days' }),
  run: msg({ id: 'dashboard.export.range.run', message: 'Whole run' }),
};

/** The period named in the URL (the default when it names none or an unknown one) and a setter that keeps the
 *  rest of the query and adds no history entry per choice. */
export function useResultsPeriod(): [StatsRange, (period: StatsRange) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get(PERIOD_PARAM);
  const period = isStatsRange(named) ? named : DEFAULT_STATS_RANGE;
  const setPeriod = useCallback(
    (next: StatsRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PERIOD_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
