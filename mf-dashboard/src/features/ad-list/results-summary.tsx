/** The summary above the ad list: how many ads are running today, and all ads' impressions, clicks and
 *  click-through rate over the chosen period, the same numbers the table's rows add up to, and the time zone the
 *  period's days are counted in (the account's). */
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { clickThroughRate, formatCount, type Language, type StatsRange } from 'shared-contracts';
import { VisuallyHidden } from 'shared-ui';
import { PERIOD_LABELS } from './results-period';
import type { AdCounts } from './use-period-totals';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9em, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  & > div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const ZoneNote = styled.p`
  margin: ${({ theme }) => `-${theme.space.sm} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ResultsSummary({
  running,
  counts,
  period,
  timeZone,
  language,
}: {
  running: number;
  /** The account's time zone; undefined while the period's numbers load. */
  timeZone?: string | undefined;
  /** Undefined while the period's numbers load. */
  counts: readonly AdCounts[] | undefined;
  period: StatsRange;
  language: Language;
}) {
  const { i18n } = useLingui();
  const totals = counts?.reduce(
    (sum, ad) => ({ impressions: sum.impressions + ad.impressions, clicks: sum.clicks + ad.clicks }),
    { impressions: 0, clicks: 0 },
  );
  const periodLabel = i18n._(PERIOD_LABELS[period]);
  const pending = '…';
  return (
    <section aria-labelledby="dashboard-summary-heading">
      <VisuallyHidden as="h2" id="dashboard-summary-heading">
        <Trans id="dashboard.summary.title">Summary: {periodLabel}</Trans>
      </VisuallyHidden>
      <Figures aria-busy={totals ? undefined : true}>
        <div>
          <dt>
            <Trans id="dashboard.summary.running">Running ads</Trans>
          </dt>
          <dd>{formatCount(running, language)}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.summary.impressions">Impressions ({periodLabel})</Trans>
          </dt>
          <dd>{totals ? formatCount(totals.impressions, language) : pending}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.summary.clicks">Clicks ({periodLabel})</Trans>
          </dt>
          <dd>{totals ? formatCount(totals.clicks, language) : pending}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.summary.ctr">Click-through rate ({periodLabel})</Trans>
          </dt>
          <dd>{totals ? clickThroughRate(totals.clicks, totals.impressions) : pending}</dd>
        </div>
      </Figures>
      {timeZone ? (
        <ZoneNote>
          <Trans id="dashboard.summary.time-zone">Days counted in your account’s time zone: {timeZone}</Trans>
        </ZoneNote>
      ) : null}
    </section>
  );
}
