/** What the dashboard shows of each ad, written once for both layouts: the table (ad-table.tsx) and the cards
 *  for narrow screens (ad-cards.tsx) render the same banner, the same facts (plan, status with its switch and,
 *  for an active ad, where it is in its run; clicks, impressions, click-through rate, duration) with the same
 *  labels, and the same View details link. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAN_CATALOGUE,
  clickThroughRate,
  formatCount,
  formatDuration,
  hrefs,
  type Ad,
  type Language,
  type StatsRange,
} from 'shared-contracts';
import { canToggleStatus } from 'shared-contracts/api';
import { Button, textIn } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { PERIOD_LABELS } from './results-period';
import { RunPhase } from './run-phase';
import { StatusSwitch } from './status-switch';
import type { AdCounts } from './use-period-totals';

/** What both layouts receive from the page. */
export type AdListProps = {
  ads: readonly Ad[];
  language: Language;
  pendingIds: ReadonlySet<number>;
  /** Absent for a member without `ads.write` (decision 0121): the status shows as a badge, with no switch. */
  onToggleStatus?: ((ad: Ad) => void) | undefined;
  /** False for a member without `results.read`: no clicks, impressions or CTR columns. True when absent. */
  showsResults?: boolean;
  /** The period the clicks, impressions and CTR count, and each ad's counts over it (undefined while loading). */
  period: StatsRange;
  counts: ReadonlyMap<number, AdCounts> | undefined;
};

/** One ad as a layout renders it. */
export type AdItemProps = Pick<AdListProps, 'language' | 'onToggleStatus' | 'showsResults'> & {
  ad: Ad;
  pending: boolean;
  counts: AdCounts | undefined;
};

/** Shown in a count's place while the period's numbers load. */
const LOADING_COUNT = '…';

/** A count column's header names the period it counts: "Clicks (Last 7 days)". */
function PeriodHeader({ period, kind }: { period: StatsRange; kind: 'clicks' | 'impressions' | 'ctr' }) {
  const { i18n } = useLinguiContext();
  const periodLabel = i18n._(PERIOD_LABELS[period]);
  if (kind === 'clicks') return <Trans id="dashboard.table.clicks-in">Clicks ({periodLabel})</Trans>;
  if (kind === 'impressions')
    return <Trans id="dashboard.table.impressions-in">Impressions ({periodLabel})</Trans>;
  return <Trans id="dashboard.table.ctr-in">Click-through rate ({periodLabel})</Trans>;
}

/** How a fact's value is laid out: words (kept whole in Japanese), a number, a duration, or the status controls. */
export type AdFieldKind = 'words' | 'numeric' | 'duration' | 'status';

export type AdField = {
  key: string;
  kind: AdFieldKind;
  label: (period: StatsRange) => ReactNode;
  value: (props: AdItemProps) => ReactNode;
};

export const AD_FIELDS: readonly AdField[] = [
  {
    key: 'plan',
    kind: 'words',
    label: () => <Trans id="dashboard.table.plan">Plan</Trans>,
    value: ({ ad, language }) => textIn(PLAN_CATALOGUE[ad.plan].label, language),
  },
  {
    key: 'status',
    kind: 'status',
    label: () => <Trans id="dashboard.table.status">Status</Trans>,
    value: ({ ad, language, pending, onToggleStatus }) => (
      <>
        {onToggleStatus && canToggleStatus(ad.status) ? (
          <StatusSwitch ad={ad} language={language} pending={pending} onToggle={onToggleStatus} />
        ) : (
          <StatusBadge status={ad.status} language={language} />
        )}
        <RunPhase ad={ad} language={language} />
      </>
    ),
  },
  {
    key: 'clicks',
    kind: 'numeric',
    label: (period) => <PeriodHeader period={period} kind="clicks" />,
    value: ({ counts, language }) => (counts ? formatCount(counts.clicks, language) : LOADING_COUNT),
  },
  {
    key: 'impressions',
    kind: 'numeric',
    label: (period) => <PeriodHeader period={period} kind="impressions" />,
    value: ({ counts, language }) => (counts ? formatCount(counts.impressions, language) : LOADING_COUNT),
  },
  {
    key: 'ctr',
    kind: 'numeric',
    label: (period) => <PeriodHeader period={period} kind="ctr" />,
    value: ({ counts }) => (counts ? clickThroughRate(counts.clicks, counts.impressions) : LOADING_COUNT),
  },
  {
    key: 'duration',
    kind: 'duration',
    label: () => <Trans id="dashboard.table.duration">Duration</Trans>,
    value: ({ ad, language }) => formatDuration(ad.duration, language),
  },
];

/** The facts a member sees: without `results.read` the counts are left out (the server would refuse them). */
export function adFields(showsResults: boolean | undefined): readonly AdField[] {
  return showsResults === false ? AD_FIELDS.filter((field) => field.kind !== 'numeric') : AD_FIELDS;
}

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
