/** The chart of the Results section. uPlot and the chart code arrive in their own chunk, fetched by a dynamic
 *  import when this component first shows, so no other route (nor the remote's other pages) carries them. The
 *  picture is one image whose text points at the table; if its chunk cannot be loaded, a note says so and the
 *  table still holds every number. */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { PLACEMENTS, type Language } from 'shared-contracts';
import type { ChartLabels } from './daily-chart';
import type { DailyResults } from './daily-results';
import { PLACEMENT_LABELS, resultsMessages } from './messages';

type ChartModule = typeof import('./daily-chart');
type Loading = { status: 'loading' } | { status: 'ready'; module: ChartModule } | { status: 'failed' };

const Figure = styled.div`
  min-height: 440px;
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function useChartModule(): Loading {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "results-chart" */ './daily-chart').then(
      (module) => current && setLoading({ status: 'ready', module }),
      () => current && setLoading({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return loading;
}

export function ResultsChart({ results, language }: { results: DailyResults; language: Language }) {
  const { i18n } = useLingui();
  const loading = useChartModule();
  const labels = useMemo<ChartLabels>(
    () => ({
      date: i18n._(resultsMessages.date),
      total: i18n._(resultsMessages.periodTotal),
      impressions: i18n._(resultsMessages.impressions),
      clicks: i18n._(resultsMessages.clicks),
      ctr: i18n._(resultsMessages.ctr),
      placements: Object.fromEntries(
        PLACEMENTS.map((placement) => [placement, i18n._(PLACEMENT_LABELS[placement])]),
      ) as ChartLabels['placements'], // every placement has an entry: built from PLACEMENTS
    }),
    [i18n],
  );

  if (loading.status === 'failed')
    return (
      <Note>
        <Trans id="ads.results.chart-failed">
          The chart could not be loaded. The table below lists the same numbers.
        </Trans>
      </Note>
    );
  return (
    <Figure
      role="img"
      aria-label={i18n._({ ...resultsMessages.chartDescription, values: { timeZone: results.timeZone } })}
      aria-busy={loading.status === 'loading'}
    >
      {loading.status === 'ready' ? (
        // A picture only: its legend and axes repeat the table's numbers, so they stay out of the reading order.
        <div aria-hidden="true">
          <loading.module.DailyChart results={results} language={language} labels={labels} />
        </div>
      ) : null}
    </Figure>
  );
}
