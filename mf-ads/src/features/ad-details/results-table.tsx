/** The Results table: one row per day (date in the account's time zone, each placement's impressions and clicks,
 *  those of each creative language with any count, the day's totals and click-through rate) and a total row. A
 *  day counted before hourly statistics is marked as a UTC day. It is the chart's text alternative, so screen readers get every number;
 *  long ranges scroll inside it with the header kept in view. */
import { Fragment } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { clickThroughRate, formatCount, formatDate, type Language } from 'shared-contracts';
import { Table } from 'shared-ui/data';
import type { Counts, DailyResults } from './daily-results';
import { LANGUAGE_LABELS, PLACEMENT_LABELS } from './messages';

const ScrollingTable = styled(Table)`
  max-height: 28rem;
  overflow-y: auto;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  thead {
    position: sticky;
    top: 0;
    z-index: 1;
  }
  thead th[scope='colgroup'] {
    text-align: center;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-top: 2px solid ${({ theme }) => theme.colors.border};
    border-bottom: 0;
  }
  tbody th {
    font-weight: normal;
    white-space: nowrap;
  }
`;

function CountCells({ counts, language }: { counts: Counts | undefined; language: Language }) {
  return (
    <>
      <td data-numeric="">{formatCount(counts?.impressions ?? 0, language)}</td>
      <td data-numeric="">{formatCount(counts?.clicks ?? 0, language)}</td>
    </>
  );
}

function CountHeaders() {
  return (
    <>
      <th scope="col" data-numeric="">
        <Trans id="ads.results.table.impressions">Impressions</Trans>
      </th>
      <th scope="col" data-numeric="">
        <Trans id="ads.results.table.clicks">Clicks</Trans>
      </th>
    </>
  );
}

export function ResultsTable({ results, language }: { results: DailyResults; language: Language }) {
  const { i18n } = useLingui();
  const { placements, languages, rows, totals, timeZone } = results;
  return (
    <ScrollingTable
      caption={<Trans id="ads.results.table.caption-zone">Impressions and clicks per day ({timeZone})</Trans>}
    >
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            <Trans id="ads.results.table.date">Date</Trans>
          </th>
          {placements.map((placement) => (
            <th key={placement} scope="colgroup" colSpan={2}>
              {i18n._(PLACEMENT_LABELS[placement])}
            </th>
          ))}
          {languages.map((each) => (
            <th key={each} scope="colgroup" colSpan={2}>
              {i18n._(LANGUAGE_LABELS[each])}
            </th>
          ))}
          <th scope="colgroup" colSpan={3}>
            <Trans id="ads.results.table.total">Total</Trans>
          </th>
        </tr>
        <tr>
          {placements.map((placement) => (
            <CountHeaders key={placement} />
          ))}
          {languages.map((each) => (
            <CountHeaders key={each} />
          ))}
          <CountHeaders />
          <th scope="col" data-numeric="">
            <Trans id="ads.results.table.ctr">CTR</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row">
              {formatDate(row.date, language)}
              {row.utcDay ? (
                <>
                  {' '}
                  <Trans id="ads.results.table.utc-day">(UTC day)</Trans>
                </>
              ) : null}
            </th>
            {placements.map((placement) => (
              <Fragment key={placement}>
                <CountCells counts={row.byPlacement[placement]} language={language} />
              </Fragment>
            ))}
            {languages.map((each) => (
              <Fragment key={each}>
                <CountCells counts={row.byLanguage[each]} language={language} />
              </Fragment>
            ))}
            <CountCells counts={row.total} language={language} />
            <td data-numeric="">{clickThroughRate(row.total.clicks, row.total.impressions)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans id="ads.results.table.total">Total</Trans>
          </th>
          {placements.map((placement) => (
            <Fragment key={placement}>
              <CountCells counts={totals.byPlacement[placement]} language={language} />
            </Fragment>
          ))}
          {languages.map((each) => (
            <Fragment key={each}>
              <CountCells counts={totals.byLanguage[each]} language={language} />
            </Fragment>
          ))}
          <CountCells counts={totals.total} language={language} />
          <td data-numeric="">{clickThroughRate(totals.total.clicks, totals.total.impressions)}</td>
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}
