/** What the dashboard shows of each ad, written once for both layouts: the table (ad-table.tsx) and the cards
 *  for narrow screens (ad-cards.tsx) render the same banner, the same facts (plan, status with its switch and,
 *  for an active ad, where it is in its run; clicks, impressions, click-through rate, duration) with the same
 *  labels, and the same View details link. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
import { Button } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { RunPhase } from './run-phase';
import { StatusSwitch } from './status-switch';

/** What both layouts receive from the page. */
export type AdListProps = {
  ads: readonly Ad[];
  language: Language;
  pendingIds: ReadonlySet<number>;
  onToggleStatus: (ad: Ad) => void;
};

/** One ad as a layout renders it. */
export type AdItemProps = Pick<AdListProps, 'language' | 'onToggleStatus'> & { ad: Ad; pending: boolean };

/** How a fact's value is laid out: words (kept whole in Japanese), a number, a duration, or the status controls. */
export type AdFieldKind = 'words' | 'numeric' | 'duration' | 'status';

export type AdField = {
  key: string;
  kind: AdFieldKind;
  label: ReactNode;
  value: (props: AdItemProps) => ReactNode;
};

export const AD_FIELDS: readonly AdField[] = [
  {
    key: 'plan',
    kind: 'words',
    label: <Trans id="dashboard.table.plan">Plan</Trans>,
    value: ({ ad, language }) => PLAN_CATALOGUE[ad.plan].label[language],
  },
  {
    key: 'status',
    kind: 'status',
    label: <Trans id="dashboard.table.status">Status</Trans>,
    value: ({ ad, language, pending, onToggleStatus }) => (
      <>
        <StatusSwitch ad={ad} pending={pending} onToggle={onToggleStatus} />
        <StatusBadge status={ad.status} language={language} />
        <RunPhase ad={ad} language={language} />
      </>
    ),
  },
  {
    key: 'clicks',
    kind: 'numeric',
    label: <Trans id="dashboard.table.clicks">Clicks</Trans>,
    value: ({ ad, language }) => formatCount(ad.clicks, language),
  },
  {
    key: 'impressions',
    kind: 'numeric',
    label: <Trans id="dashboard.table.impressions">Impressions</Trans>,
    value: ({ ad, language }) => formatCount(ad.impressions, language),
  },
  {
    key: 'ctr',
    kind: 'numeric',
    label: <Trans id="dashboard.table.ctr">Click-through rate</Trans>,
    value: ({ ad }) => clickThroughRate(ad.clicks, ad.impressions),
  },
  {
    key: 'duration',
    kind: 'duration',
    label: <Trans id="dashboard.table.duration">Duration</Trans>,
    value: ({ ad, language }) => formatDuration(ad.duration, language),
  },
];

/** The list's accessible name: the table's caption, the cards' list label. */
export function useAdListLabel(): string {
  const { t } = useLingui();
  return t({ id: 'dashboard.table.caption', message: 'Your ads' });
}

export type AdBannerProps = { ad: Ad; width: number; height: number; className?: string };

export function AdBanner({ ad, width, height, className }: AdBannerProps) {
  const { t } = useLingui();
  const title = ad.title;
  return (
    <img
      className={className}
      src={ad.imageUrl}
      alt={t({ id: 'dashboard.table.image-alt', message: `Banner of ${title}` })}
      loading="lazy"
      width={width}
      height={height}
    />
  );
}

export function ViewDetailsLink({ ad, className }: { ad: Ad; className?: string }) {
  const { t } = useLingui();
  const title = ad.title;
  return (
    <Button
      className={className}
      as={Link}
      to={hrefs.adDetails(ad.id)}
      variant="secondary"
      size="sm"
      aria-label={t({ id: 'dashboard.table.view-details-of', message: `View details: ${title}` })}
    >
      <Trans id="dashboard.table.view-details">View details</Trans>
    </Button>
  );
}
