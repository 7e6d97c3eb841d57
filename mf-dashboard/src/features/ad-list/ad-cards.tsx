/** The dashboard's ads as cards, for narrow screens where the table would not fit (SPEC §2): each card shows the
 *  banner, the title, and every column of the table (plan, status with its switch, clicks, impressions,
 *  click-through rate, duration) as a description list, with View details below. */
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
} from 'shared-contracts';
import { Button, StatusBadge } from 'shared-ui';
import type { AdTableProps } from './ad-table';
import { StatusSwitch } from './status-switch';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 960 / 150;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5em, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const StatusValue = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function AdCards({ ads, language, pendingIds, onToggleStatus }: AdTableProps) {
  const { t } = useLingui();
  return (
    <List aria-label={t({ id: 'dashboard.table.caption', message: 'Your ads' })}>
      {ads.map((ad) => (
        <AdCard
          key={ad.id}
          ad={ad}
          language={language}
          pending={pendingIds.has(ad.id)}
          onToggleStatus={onToggleStatus}
        />
      ))}
    </List>
  );
}

type AdCardProps = Pick<AdTableProps, 'language' | 'onToggleStatus'> & { ad: Ad; pending: boolean };

function AdCard({ ad, language, pending, onToggleStatus }: AdCardProps) {
  const { t } = useLingui();
  const title = ad.title;
  return (
    <Card>
      <Banner
        src={ad.imageUrl}
        alt={t({ id: 'dashboard.table.image-alt', message: `Banner of ${title}` })}
        loading="lazy"
        width={960}
        height={150}
      />
      <h2>{ad.title}</h2>
      <Facts>
        <div>
          <dt>
            <Trans id="dashboard.table.plan">Plan</Trans>
          </dt>
          <dd>{PLAN_CATALOGUE[ad.plan].label[language]}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.table.status">Status</Trans>
          </dt>
          <StatusValue>
            <StatusSwitch ad={ad} pending={pending} onToggle={onToggleStatus} />
            <StatusBadge status={ad.status} language={language} />
          </StatusValue>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.table.clicks">Clicks</Trans>
          </dt>
          <dd>{formatCount(ad.clicks, language)}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.table.impressions">Impressions</Trans>
          </dt>
          <dd>{formatCount(ad.impressions, language)}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.table.ctr">Click-through rate</Trans>
          </dt>
          <dd>{clickThroughRate(ad.clicks, ad.impressions)}</dd>
        </div>
        <div>
          <dt>
            <Trans id="dashboard.table.duration">Duration</Trans>
          </dt>
          <dd>{formatDuration(ad.duration, language)}</dd>
        </div>
      </Facts>
      <Button
        as={Link}
        to={hrefs.adDetails(ad.id)}
        variant="secondary"
        size="sm"
        aria-label={t({ id: 'dashboard.table.view-details-of', message: `View details: ${title}` })}
      >
        <Trans id="dashboard.table.view-details">View details</Trans>
      </Button>
    </Card>
  );
}
