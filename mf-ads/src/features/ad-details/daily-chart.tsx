/** The results chart (loaded on its own by ResultsChart, so uPlot travels only to the ad details route): two
 *  canvases sharing the day axis, impressions per day stacked by placement, then clicks per day stacked by
 *  placement with the day's click-through rate as a line on a percent axis. Hovering a day shows its numbers in
 *  the legend. The canvases are pictures only: the table beside them carries the same numbers for everyone. */
import { useEffect, useMemo, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css';
import { clickThroughRate, formatCount, formatDate, type Language, type Placement } from 'shared-contracts';
import { dailyCtrPercent, stackedSeries, withHeadroom, type Measure } from './chart-series';
import type { DailyResults } from './daily-results';

export type ChartLabels = {
  date: string;
  /** The date column's word at rest, when the legend shows the period's totals. */
  total: string;
  impressions: string;
  clicks: string;
  ctr: string;
  placements: Record<Placement, string>;
};

export type DailyChartProps = { results: DailyResults; language: Language; labels: ChartLabels };

const HEIGHT = 200;
/** Until the container has been measured (and in environments without layout). */
const FALLBACK_WIDTH = 640;
/** Whole days only: 1, 2 or 5 days between labels, then weeks and months. */
const DAY_STEPS = [1, 2, 5, 7, 14, 28, 56, 91, 182, 364];

const Frame = styled.div`
  ${uplotCss}
  display: grid;
  /* A grid column would otherwise grow to the canvas's width, and the canvas could never shrink with the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  .uplot {
    width: 100%;
    font-family: inherit;
  }
  .u-title {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
  }
  .u-legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DAY_TICK_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ja: new Intl.DateTimeFormat('ja-JP', { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
};

/** 'Nov 22' / '11/22': a short day label for the axis. */
function dayTick(date: string, language: Language): string {
  return DAY_TICK_FORMATS[language].format(new Date(`${date}T00:00:00Z`));
}

type Palette = Record<Placement | 'ctr', string>;

function dayAxis(results: DailyResults, language: Language): uPlot.Axis {
  return {
    incrs: DAY_STEPS,
    space: 56,
    values: (_self, splits) =>
      splits.map((index) => {
        const row = Number.isInteger(index) ? results.rows[index] : undefined;
        return row ? dayTick(row.date, language) : '';
      }),
  };
}

function countAxis(language: Language): uPlot.Axis {
  return { size: 56, values: (_self, splits) => splits.map((value) => formatCount(value, language)) };
}

/** Options and data of one stacked-bar chart (impressions or clicks), with the CTR line on the clicks chart. */
function stackedChart(
  results: DailyResults,
  measure: Measure,
  { language, labels, palette }: { language: Language; labels: ChartLabels; palette: Palette },
): { options: Omit<uPlot.Options, 'width'>; data: uPlot.AlignedData } {
  const stacks = stackedSeries(results, measure);
  const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });
  const series: uPlot.Series[] = [
    {
      label: labels.date,
      // At rest (no day hovered) the legend shows the period's totals.
      value: (_self, _raw, _series, index) => {
        if (index === null) return labels.total;
        const row = results.rows[index];
        return row ? formatDate(row.date, language) : '';
      },
    },
    ...stacks.map(({ placement, values }): uPlot.Series => ({
      label: labels.placements[placement],
      fill: palette[placement],
      stroke: palette[placement],
      width: 0,
      paths: bars,
      points: { show: false },
      value: (_self, _raw, _series, index) =>
        formatCount(
          index === null ? (results.totals.byPlacement[placement]?.[measure] ?? 0) : (values[index] ?? 0),
          language,
        ),
    })),
  ];
  const data: (number | null)[][] = [results.rows.map((_row, index) => index), ...stacks.map((s) => s.tops)];
  const axes: uPlot.Axis[] = [dayAxis(results, language), countAxis(language)];
  if (measure === 'clicks') {
    series.push({
      label: labels.ctr,
      scale: '%',
      stroke: palette.ctr,
      width: 2,
      points: { show: true, size: 5, fill: palette.ctr },
      value: (_self, _raw, _series, index) => {
        const counts = index === null ? results.totals.total : results.rows[index]?.total;
        return counts ? clickThroughRate(counts.clicks, counts.impressions) : '–';
      },
    });
    data.push(dailyCtrPercent(results));
    axes.push({
      scale: '%',
      side: 1,
      size: 56,
      grid: { show: false },
      values: (_self, splits) => splits.map((value) => `${value.toFixed(1)}%`),
    });
  }
  return {
    options: {
      title: measure === 'impressions' ? labels.impressions : `${labels.clicks} / ${labels.ctr}`,
      height: HEIGHT,
      cursor: { sync: { key: 'ad-results' }, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: (_self, min, max) => [min - 0.5, max + 0.5] },
        y: { range: (_self, _min, max) => [0, withHeadroom(max)] },
        '%': { range: (_self, _min, max) => [0, withHeadroom(max)] },
      },
      series,
      axes,
    },
    data: data as uPlot.AlignedData,
  };
}

/** One uPlot canvas, sized to its container and resized with it; rebuilt when its options or data change. */
function Plot({ options, data }: { options: Omit<uPlot.Options, 'width'>; data: uPlot.AlignedData }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = () => element.clientWidth || FALLBACK_WIDTH;
    const chart = new uPlot({ ...options, width: width() }, data, element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: width(), height: options.height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  return <div ref={container} />;
}

export function DailyChart({ results, language, labels }: DailyChartProps) {
  const theme = useTheme();
  const charts = useMemo(() => {
    const palette: Palette = {
      lobby: theme.colors.primary,
      exhibition: theme.colors.accent,
      ctr: theme.colors.text,
    };
    const context = { language, labels, palette };
    return [stackedChart(results, 'impressions', context), stackedChart(results, 'clicks', context)];
  }, [results, language, labels, theme]);
  return (
    <Frame>
      {charts.map((chart) => (
        <Plot key={String(chart.options.title)} options={chart.options} data={chart.data} />
      ))}
    </Frame>
  );
}
