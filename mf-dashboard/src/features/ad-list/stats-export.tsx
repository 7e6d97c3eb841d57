/** The dashboard's export: the results of all the advertiser's ads as one CSV, for the chosen period (last 7
 *  days, last 30 days or each ad's whole run). */
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StatsRange } from 'shared-contracts';
import { DEFAULT_STATS_RANGE, STATS_RANGES } from 'shared-contracts/api';
import { Button, Select } from 'shared-ui';
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

const isStatsRange = (value: string): value is StatsRange =>
  (STATS_RANGES as readonly string[]).includes(value);

export function StatsExport() {
  const { t } = useLingui();
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const csv = useDownloadAllCsv();
  const labels: Record<StatsRange, string> = {
    '7d': t({ id: 'dashboard.export.range.7d', message: 'Last 7 days' }),
    '30d': t({ id: 'dashboard.export.range.30d', message: 'Last 30 days' }),
    run: t({ id: 'dashboard.export.range.run', message: 'Whole run' }),
  };
  return (
    <Bar role="group" aria-label={t({ id: 'dashboard.export.label', message: 'Results of all ads' })}>
      <Select
        label={<Trans id="dashboard.export.period">Results period</Trans>}
        options={STATS_RANGES.map((value) => ({ value, label: labels[value] }))}
        value={range}
        onChange={(event) => {
          if (isStatsRange(event.target.value)) setRange(event.target.value);
        }}
      />
      <Button type="button" variant="secondary" loading={csv.busy} onClick={() => void csv.download(range)}>
        {csv.busy ? (
          <Trans id="dashboard.export.downloading">Downloading…</Trans>
        ) : (
          <Trans id="dashboard.export.download">Download CSV</Trans>
        )}
      </Button>
    </Bar>
  );
}
