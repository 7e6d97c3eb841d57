/** The numbers of the Results section, from an ad's statistics (one entry per day and placement, oldest first):
 *  one row per day with the counts of each placement the plan runs in and the day's total, plus the totals of
 *  the range. The table and the chart both read these rows, so they always show the same numbers. */
import { PLACEMENTS, type AdStats, type Placement } from 'shared-contracts';

export type Counts = { impressions: number; clicks: number };

export type DailyRow = {
  /** '2026-11-22' */
  date: string;
  byPlacement: Partial<Record<Placement, Counts>>;
  total: Counts;
};

export type DailyResults = {
  /** The placements the statistics list, in the portal's order (lobby first). */
  placements: Placement[];
  rows: DailyRow[];
  totals: { byPlacement: Partial<Record<Placement, Counts>>; total: Counts };
};

const add = (a: Counts, b: Counts): Counts => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
});
const ZERO: Counts = { impressions: 0, clicks: 0 };

export function dailyResults(stats: AdStats): DailyResults {
  const byDate = new Map<string, DailyRow>();
  const present = new Set<Placement>();
  const placementTotals: Partial<Record<Placement, Counts>> = {};
  for (const day of stats.days) {
    const row = byDate.get(day.date) ?? { date: day.date, byPlacement: {}, total: ZERO };
    const counts = { impressions: day.impressions, clicks: day.clicks };
    row.byPlacement[day.placement] = add(row.byPlacement[day.placement] ?? ZERO, counts);
    row.total = add(row.total, counts);
    byDate.set(day.date, row);
    present.add(day.placement);
    placementTotals[day.placement] = add(placementTotals[day.placement] ?? ZERO, counts);
  }
  const rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    placements: PLACEMENTS.filter((placement) => present.has(placement)),
    rows,
    totals: { byPlacement: placementTotals, total: rows.reduce((sum, row) => add(sum, row.total), ZERO) },
  };
}

/** True when the range holds at least one impression or click. */
export function hasCounts(results: DailyResults): boolean {
  return results.totals.total.impressions > 0 || results.totals.total.clicks > 0;
}
