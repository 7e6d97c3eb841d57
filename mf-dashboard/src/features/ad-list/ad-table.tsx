/** The dashboard's ad table (SPEC §2): image, title, plan, status with its switch, clicks, impressions,
 *  click-through rate, duration and a View details link per ad. Compact enough to fit beside the sidebar from a
 *  1280 px screen; narrower screens get the same ads as cards (ad-cards.tsx). Inside shared-ui's Table, which
 *  scrolls sideways within itself if it ever must. Numbers follow SPEC §9 through shared-contracts' formatters. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  clickThroughRate,
  formatCount,
  formatDuration,
  hrefs,
  type Ad,
  type Language,
} from 'shared-contracts';
import { Button, StatusBadge, Table, VisuallyHidden } from 'shared-ui';
import { StatusSwitch } from './status-switch';

const Thumbnail = styled.img`
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

/** keep-all keeps Japanese plan names ('ロビープラン') whole; English still wraps between its words. */
const Plan = styled.td`
  word-break: keep-all;
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

const DetailsButton = styled(Button)`
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

export type AdTableProps = {
  ads: readonly Ad[];
  language: Language;
  pendingIds: ReadonlySet<number>;
  onToggleStatus: (ad: Ad) => void;
};

export function AdTable({ ads, language, pendingIds, onToggleStatus }: AdTableProps) {
  const { t } = useLingui();
  return (
    <AdsTable caption={t({ id: 'dashboard.table.caption', message: 'Your ads' })} captionHidden>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="dashboard.table.image">Ad image</Trans>
          </th>
          <th scope="col">
            <Trans id="dashboard.table.title">Ad title</Trans>
          </th>
          <th scope="col">
            <Trans id="dashboard.table.plan">Plan</Trans>
          </th>
          <th scope="col">
            <Trans id="dashboard.table.status">Status</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans id="dashboard.table.clicks">Clicks</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans id="dashboard.table.impressions">Impressions</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans id="dashboard.table.ctr">Click-through rate</Trans>
          </th>
          <th scope="col">
            <Trans id="dashboard.table.duration">Duration</Trans>
          </th>
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
            onToggleStatus={onToggleStatus}
          />
        ))}
      </tbody>
    </AdsTable>
  );
}

type AdRowProps = { ad: Ad; language: Language; pending: boolean; onToggleStatus: (ad: Ad) => void };

function AdRow({ ad, language, pending, onToggleStatus }: AdRowProps) {
  const { t } = useLingui();
  const title = ad.title;
  return (
    <tr>
      <td>
        <Thumbnail
          src={ad.imageUrl}
          alt={t({ id: 'dashboard.table.image-alt', message: `Banner of ${title}` })}
          loading="lazy"
          width={80}
          height={13}
        />
      </td>
      <Title>{ad.title}</Title>
      <Plan>{PLAN_CATALOGUE[ad.plan].label[language]}</Plan>
      <td>
        <StatusCell>
          <StatusSwitch ad={ad} pending={pending} onToggle={onToggleStatus} />
          <StatusBadge status={ad.status} language={language} />
        </StatusCell>
      </td>
      <td data-numeric>{formatCount(ad.clicks, language)}</td>
      <td data-numeric>{formatCount(ad.impressions, language)}</td>
      <td data-numeric>{clickThroughRate(ad.clicks, ad.impressions)}</td>
      <NoWrap>{formatDuration(ad.duration, language)}</NoWrap>
      <NoWrap>
        <DetailsButton
          as={Link}
          to={hrefs.adDetails(ad.id)}
          variant="secondary"
          size="sm"
          aria-label={t({ id: 'dashboard.table.view-details-of', message: `View details: ${title}` })}
        >
          <Trans id="dashboard.table.view-details">View details</Trans>
        </DetailsButton>
      </NoWrap>
    </tr>
  );
}
