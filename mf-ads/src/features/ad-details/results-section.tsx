/** Results (the ad details page, for ads that have been live: active, paused or ended): impressions and clicks
 *  per day for the chosen period, as a chart and as a table with the same numbers, and a CSV download of them.
 *  It says when the ad has no results yet, and offers Retry when they could not be loaded. */
import { useId, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  clickThroughRate,
  formatCount,
  formatDate,
  parseIsoDate,
  todayUtc,
  type Ad,
  type AdStats,
  type AdStatus,
  type Language,
  type StatsRange,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { DEFAULT_STATS_RANGE } from 'shared-contracts/api';
import { Button, HeaderRow, LoadErrorPanel, LoadingPanel, StatePanel } from 'shared-ui';
import { Card } from '../../common/page-layout';
import { dailyResults, hasCounts, type DailyResults } from './daily-results';
import { resultsMessages } from './messages';
import { RangeSwitch } from './range-switch';
import { ResultsChart } from './results-chart';
import { ResultsTable } from './results-table';
import { useAdStats } from './use-ad-stats';
import { useDownloadCsv } from './use-download-csv';

/** Only an ad that has been approved can have been shown, and so counted. */
const STATUSES_WITH_RESULTS: readonly AdStatus[] = ['ACTIVE', 'PAUSED', 'ENDED'];

export function hasResults(status: AdStatus): boolean {
  return STATUSES_WITH_RESULTS.includes(status);
}

const Header = styled(HeaderRow).attrs({ $gap: 'sm', $below: 'md' })`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Period = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Loading, error and empty stand under the period switch, framed for a card. */
const belowSwitch = css`
  margin-top: ${({ theme }) => theme.space.md};
`;
const Panel = styled(StatePanel).attrs({ $size: 'md' })`
  ${belowSwitch}
`;
const ErrorPanel = styled(LoadErrorPanel).attrs({ size: 'md' })`
  ${belowSwitch}
`;
const Loading = styled(LoadingPanel).attrs({ size: 'md' })`
  ${belowSwitch}
`;

export function ResultsSection({ ad }: { ad: Ad }) {
  const { language } = useShellServices();
  const headingId = useId();
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const { data: stats, error, mutate } = useAdStats(ad.id, range);
  const csv = useDownloadCsv(ad.id);
  // While another period loads, SWR keeps showing the previous one.
  const stale = stats !== undefined && stats.range !== range;

  return (
    <Card aria-labelledby={headingId} aria-busy={stale || (!stats && !error)}>
      <Header>
        <h2 id={headingId}>
          <Trans id="ads.results.title">Results</Trans>
        </h2>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={csv.busy}
          onClick={() => void csv.download(range)}
        >
          {csv.busy ? (
            <Trans id="ads.results.downloading">Downloading…</Trans>
          ) : (
            <Trans id="ads.results.download">Download CSV</Trans>
          )}
        </Button>
      </Header>
      <RangeSwitch value={range} onChange={setRange} />
      {stats ? (
        <LoadedResults stats={stats} ad={ad} language={language.current} />
      ) : error ? (
        <ErrorPanel onRetry={() => void mutate()}>
          <Trans id="ads.results.error">
            The results could not be loaded. Please check your connection and try again.
          </Trans>
        </ErrorPanel>
      ) : (
        <ResultsLoading />
      )}
    </Card>
  );
}

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The period's totals above the daily table, so they are read before the days and not only at the table's foot. */
function PeriodTotals({ results, language }: { results: DailyResults; language: Language }) {
  const { total } = results.totals;
  return (
    <Totals aria-label={useLingui().i18n._(resultsMessages.periodTotal)}>
      <div>
        <dt>
          <Trans id="ads.results.totals.impressions">Impressions</Trans>
        </dt>
        <dd>{formatCount(total.impressions, language)}</dd>
      </div>
      <div>
        <dt>
          <Trans id="ads.results.totals.clicks">Clicks</Trans>
        </dt>
        <dd>{formatCount(total.clicks, language)}</dd>
      </div>
      <div>
        <dt>
          <Trans id="ads.results.totals.ctr">Click-through rate</Trans>
        </dt>
        <dd>{clickThroughRate(total.clicks, total.impressions)}</dd>
      </div>
    </Totals>
  );
}

function ResultsLoading() {
  const { i18n } = useLingui();
  return <Loading label={i18n._(resultsMessages.loading)} />;
}

function LoadedResults({ stats, ad, language }: { stats: AdStats; ad: Ad; language: Language }) {
  const results = useMemo(() => dailyResults(stats), [stats]);
  const date = formatDate(ad.startDate, language);
  // Before its start date an approved ad is only scheduled, whatever period is chosen (ISO dates order as text).
  const notStarted = todayUtc().toString() < (parseIsoDate(ad.startDate)?.toString() ?? '');
  if (notStarted || results.rows.length === 0)
    return (
      <Panel>
        <p>
          <Trans id="ads.results.empty.not-started">Results will appear from {date}.</Trans>
        </p>
      </Panel>
    );
  const from = formatDate(stats.from, language);
  const to = formatDate(stats.to, language);
  const { timeZone } = stats;
  return (
    <>
      <Period>
        <Trans id="ads.results.period">
          {from} to {to}
        </Trans>
      </Period>
      <Period>
        <Trans id="ads.results.time-zone">Days in your account’s time zone: {timeZone}</Trans>
        {results.hasUtcDays ? (
          <>
            {' '}
            <Trans id="ads.results.utc-days">
              Days marked “UTC day” were counted before results were kept by the hour, so they are UTC days.
            </Trans>
          </>
        ) : null}
      </Period>
      {hasCounts(results) ? (
        <>
          <ResultsChart results={results} language={language} />
          <PeriodTotals results={results} language={language} />
          <ResultsTable results={results} language={language} />
        </>
      ) : (
        <Panel>
          <p>
            <Trans id="ads.results.empty.no-counts">
              No results yet for this period: your ad started on {date}.
            </Trans>
          </p>
        </Panel>
      )}
    </>
  );
}
