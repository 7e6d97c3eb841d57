/** The dashboard's ads as cards, for narrow screens where the table would not fit (product.md, Pages): each card shows
 *  the banner, the title, and every column of the table (plan, status with its switch, clicks, impressions,
 *  click-through rate, duration) as a description list, with View details below. */
import styled from 'styled-components';
import type { StatsRange } from 'shared-contracts';
import { PlainList } from 'shared-ui';
import {
  adFields,
  AdBanner,
  ViewDetailsLink,
  useAdListLabel,
  type AdItemProps,
  type AdListProps,
} from './ad-fields';

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

const Banner = styled(AdBanner)`
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

export function AdCards({
  ads,
  language,
  pendingIds,
  onToggleStatus,
  showsResults,
  period,
  counts,
}: AdListProps) {
  return (
    <PlainList aria-label={useAdListLabel()}>
      {ads.map((ad) => (
        <AdCard
          key={ad.id}
          ad={ad}
          language={language}
          pending={pendingIds.has(ad.id)}
          counts={counts?.get(ad.id)}
          period={period}
          onToggleStatus={onToggleStatus}
          showsResults={showsResults}
        />
      ))}
    </PlainList>
  );
}

function AdCard({ period, ...props }: AdItemProps & { period: StatsRange }) {
  const { ad } = props;
  return (
    <Card>
      <Banner ad={ad} width={960} height={150} />
      <h2>{ad.title}</h2>
      <Facts>
        {adFields(props.showsResults).map(({ key, kind, label, value }) => (
          <div key={key}>
            <dt>{label(period)}</dt>
            {kind === 'status' ? <StatusValue>{value(props)}</StatusValue> : <dd>{value(props)}</dd>}
          </div>
        ))}
      </Facts>
      <ViewDetailsLink ad={ad} />
    </Card>
  );
}
