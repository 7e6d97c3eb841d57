/** The data of the results chart, as uPlot takes it (one array per series, indexed by day), kept apart from
 *  uPlot so it is tested without a canvas. Placements are stacked: each placement's bar is drawn as the running
 *  sum up to it, the last placement first, so every bar shows on top of the one below it. */
import type { Placement } from 'shared-contracts';
import type { Counts, DailyResults } from './daily-results';

export type Measure = keyof Counts;

export type StackedSeries = {
  placement: Placement;
  /** The height of the bar's top: this placement's count plus those of the placements below it. */
  tops: number[];
  /** The placement's own count, shown in the legend. */
  values: number[];
};

/** One series per placement, in drawing order: the top of the stack first, so lower bars paint over it. */
export function stackedSeries(results: DailyResults, measure: Measure): StackedSeries[] {
  const running = results.rows.map(() => 0);
  const series = results.placements.map((placement) => {
    const values = results.rows.map((row) => row.byPlacement[placement]?.[measure] ?? 0);
    values.forEach((value, index) => {
      running[index] = (running[index] ?? 0) + value;
    });
    return { placement, tops: [...running], values };
  });
  return series.reverse();
}

/** The click-through rate of each day in percent, null on a day without impressions (no point drawn). */
export function dailyCtrPercent(results: DailyResults): (number | null)[] {
  return results.rows.map(({ total }) =>
    total.impressions > 0 ? (total.clicks * 100) / total.impressions : null,
  );
}

/** The top of a count or percent axis: a tenth above the tallest bar or point, so none is clipped at the edge. */
export function withHeadroom(max: number): number {
  return Math.max(max * 1.1, 1);
}
