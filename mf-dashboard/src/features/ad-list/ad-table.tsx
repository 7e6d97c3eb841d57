/** The dashboard's ad table (product.md, Pages): image, title, plan, status with its switch, clicks, impressions,
 *  click-through rate, duration and a View details link per ad. Compact enough to fit beside the sidebar from a
 *  1280 px screen; narrower screens get the same ads as cards (ad-cards.tsx). Inside shared-ui's Table, which
 *  scrolls sideways within itself if it ever must. Numbers follow product.md's Messages through shared-contracts'
 *  formatters. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from 'shared-ui';
import { Table } from 'shared-ui/data';
import {
  adFields,
  AdBanner,
  ViewDetailsLink,
  useAdListLabel,
  type AdFieldKind,
  type AdItemProps,
  type AdListProps,
} from './ad-fields';

const Thumbnail = styled(AdBanner)`
  display: block;
  width: 80px;
  max-width: none;
  aspect-ratio: 960 / 150;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.td`
  min-width: 7em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** keep-all keeps Japanese plan names ('ロビープラン') whole; English still wraps between its words. Numbers
 *  stay on one line through td[data-numeric] below. */
const Cell = styled.td<{ $kind: AdFieldKind }>`
  ${({ $kind }) => ($kind === 'words' ? 'word-break: keep-all;' : '')}
  ${({ $kind }) => ($kind === 'duration' ? 'white-space: nowrap;' : '')}
`;

const StatusCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const NoWrap = styled.td`
  white-space: nowrap;
  overflow-wrap: normal;
`;

const DetailsButton = styled(ViewDetailsLink)`
  padding-inline: ${({ theme }) => theme.space.sm};
`;

/** The caption is for screen readers only (the page heading says the same), so it takes no room. */
const AdsTable = styled(Table)`
  /* Keeps visually hidden (absolutely positioned) texts inside the scroll area, or phones scroll the whole page. */
  position: relative;

  caption {
    padding: 0;
  }
  /* Narrow gutters and small headers keep all nine columns within the card at 1280 px beside the sidebar. */
  th,
  td {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  /* The page allows breaks anywhere; inside cells only between words, so 'Lobbies' or '56,789' stay whole. */
  td {
    overflow-wrap: normal;
  }
  td[data-numeric] {
    white-space: nowrap;
  }
  /* Long headers ("Click-through rate") may wrap, so the table fits beside the sidebar on laptops. */
  thead th {
    white-space: normal;
    overflow-wrap: normal;
    word-break: keep-all;
  }
`;

export function AdTable({
  ads,
  language,
  pendingIds,
  onToggleStatus,
  showsResults,
  period,
  counts,
}: AdListProps) {
  return (
    <AdsTable caption={useAdListLabel()} captionHidden>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="dashboard.table.image">Ad image</Trans>
          </th>
          <th scope="col">
            <Trans id="dashboard.table.title">Ad title</Trans>
          </th>
          {adFields(showsResults).map(({ key, kind, label }) => (
            <th key={key} scope="col" data-numeric={kind === 'numeric' ? '' : undefined}>
              {label(period)}
            </th>
          ))}
          <th scope="col">
            <VisuallyHidden>
              <Trans id="dashboard.table.details">Details</Trans>
            </VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {ads.map((ad) => (
          <AdRow
            key={ad.id}
            ad={ad}
            language={language}
            pending={pendingIds.has(ad.id)}
            counts={counts?.get(ad.id)}
            onToggleStatus={onToggleStatus}
            showsResults={showsResults}
          />
        ))}
      </tbody>
    </AdsTable>
  );
}

function AdRow(props: AdItemProps) {
  const { ad } = props;
  return (
    <tr>
      <td>
        <Thumbnail ad={ad} width={80} height={13} />
      </td>
      <Title>{ad.title}</Title>
      {adFields(props.showsResults).map(({ key, kind, value }) => (
        <Cell key={key} $kind={kind} data-numeric={kind === 'numeric' ? '' : undefined}>
          {kind === 'status' ? <StatusCell>{value(props)}</StatusCell> : value(props)}
        </Cell>
      ))}
      <NoWrap>
        <DetailsButton ad={ad} />
      </NoWrap>
    </tr>
  );
}
