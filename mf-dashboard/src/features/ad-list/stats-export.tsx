/** The dashboard's results period and export: the period (last 7 days, last 30 days or each ad's whole run) that
 *  the table and the summary count, and a CSV of all the advertiser's results for that same period. */
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { StatsRange } from 'shared-contracts';
import { STATS_RANGES } from 'shared-contracts/api';
import { Button, Select } from 'shared-ui';
import { PERIOD_LABELS, isStatsRange } from './results-period';
import { useDownloadAllCsv } from './use-download-all-csv';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > * {
    margin-bottom: 0;
  }
`;

export function StatsExport({
  period,
  onPeriodChange,
}: {
  period: StatsRange;
  onPeriodChange: (period: StatsRange) => void;
}) {
  const { i18n } = useLingui();
  const csv = useDownloadAllCsv();
  return (
    <Bar role="group" aria-label={i18n._({ id: 'dashboard.export.label', message: 'Results of all ads' })}>
      <Select
        label={<Trans id="dashboard.export.period">Results period</Trans>}
        options={STATS_RANGES.map((value) => ({ value, label: i18n._(PERIOD_LABELS[value]) }))}
        value={period}
        onChange={(event) => {
          if (isStatsRange(event.target.value)) onPeriodChange(event.target.value);
        }}
      />
      <Button type="button" variant="secondary" loading={csv.busy} onClick={() => void csv.download(period)}>
        {csv.busy ? (
          <Trans id="dashboard.export.downloading">Downloading…</Trans>
        ) : (
          <Trans id="dashboard.export.download">Download CSV</Trans>
        )}
      </Button>
    </Bar>
  );
}
