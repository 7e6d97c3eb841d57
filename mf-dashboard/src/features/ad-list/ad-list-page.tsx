/** /dashboard (product.md, Pages): a summary and the advertiser's ads (running first) with their status switches
 *  and their results over the period in the URL, an Apply for an ad button, a CSV export of that period, a notice
 *  with links to pay UNPAID ads, and the payment return of the checkout. Loading, empty and error states each say
 *  what to do next. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ROUTES } from 'shared-contracts';
import { usePermissions, useShellServices } from 'shell-runtime';
import {
  Button,
  HeaderRow,
  LoadErrorPanel,
  LoadingPanel,
  PageSection,
  StatePanel,
  usePageTitle,
} from 'shared-ui';
import { AdCards } from './ad-cards';
import type { AdListProps } from './ad-fields';
import { groupOf, sortAds } from './ad-order';
import { AdTable } from './ad-table';
import { useResultsPeriod } from './results-period';
import { ResultsSummary } from './results-summary';
import { StatsExport } from './stats-export';
import { UnpaidNotice } from './unpaid-notice';
import { useAds } from './use-ads';
import { usePeriodTotals } from './use-period-totals';
import { useCheckoutStatus } from './use-checkout-status';
import { useToggleAdStatus } from './use-toggle-ad-status';
import { todayUtc } from 'shared-contracts/dates';

const Header = styled(HeaderRow).attrs({ as: 'header' })`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The table where it fits, cards where it does not: by the width the list has (beside the sidebar or not), and
 *  by the screen below 768 px where container queries are missing. The hidden one is out of the accessibility
 *  tree (display: none). */
const NARROW_CONTAINER = '(max-width: 899.98px)';
const NARROW_SCREEN = '(max-width: 767.98px)';

const AdsView = styled.div`
  container-type: inline-size;
`;

const TableView = styled.div`
  @container ${NARROW_CONTAINER} {
    display: none;
  }
  @media ${NARROW_SCREEN} {
    display: none;
  }
`;

const CardView = styled.div`
  display: none;
  @container ${NARROW_CONTAINER} {
    display: block;
  }
  @media ${NARROW_SCREEN} {
    display: block;
  }
`;

function Ads(props: AdListProps) {
  return (
    <AdsView>
      <TableView>
        <AdTable {...props} />
      </TableView>
      <CardView>
        <AdCards {...props} />
      </CardView>
    </AdsView>
  );
}

export function AdListPage() {
  const { t } = useLingui();
  const { language } = useShellServices();
  usePageTitle(t({ id: 'dashboard.page-title', message: 'Ad dashboard' }), language.current);
  useCheckoutStatus();
  const permissions = usePermissions();

  return (
    <PageSection aria-labelledby="dashboard-heading">
      <Header>
        <h1 id="dashboard-heading">
          <Trans id="dashboard.heading">Ad dashboard</Trans>
        </h1>
        {permissions.can('ads.write') ? (
          <Button as={Link} to={ROUTES.adApplication}>
            <Trans id="dashboard.apply">Apply for an ad</Trans>
          </Button>
        ) : null}
      </Header>
      <AdListContent />
    </PageSection>
  );
}

const ZERO = { impressions: 0, clicks: 0 };

function AdListContent() {
  const { t } = useLingui();
  const { language } = useShellServices();
  const permissions = usePermissions();
  const writes = permissions.can('ads.write');
  const readsResults = permissions.can('results.read');
  const { data: ads, error, isLoading, mutate } = useAds();
  const { toggle, pendingIds } = useToggleAdStatus();
  const [period, setPeriod] = useResultsPeriod();
  const totals = usePeriodTotals(period, readsResults);
  const [today] = useState(todayUtc);
  const sorted = useMemo(() => (ads ? sortAds(ads, today) : []), [ads, today]);

  if (!ads && (isLoading || !error)) {
    return <LoadingPanel label={t({ id: 'dashboard.loading', message: 'Loading your ads' })} />;
  }
  if (!ads) {
    return (
      <LoadErrorPanel onRetry={() => void mutate()}>
        <Trans id="dashboard.error">
          Your ads could not be loaded. Please check your connection and try again.
        </Trans>
      </LoadErrorPanel>
    );
  }
  if (ads.length === 0) {
    return (
      <StatePanel>
        <h2>
          <Trans id="dashboard.empty.title">You have no ads yet</Trans>
        </h2>
        <p>
          <Trans id="dashboard.empty.body">
            Apply for an ad to show your banner in the lobbies and exhibition spaces of online art
            exhibitions. Your ads and their clicks and impressions will appear here.
          </Trans>
        </p>
        {writes ? (
          <Button as={Link} to={ROUTES.adApplication} variant="secondary">
            <Trans id="dashboard.empty.apply">Apply for your first ad</Trans>
          </Button>
        ) : null}
      </StatePanel>
    );
  }
  return (
    <>
      {/* Only the ads this member may pay for (decision 0121): a viewer is never asked to pay. */}
      <UnpaidNotice ads={ads.filter((ad) => permissions.canPayFor(ad.appliedBy?.id ?? null))} />
      {readsResults ? <StatsExport period={period} onPeriodChange={setPeriod} /> : null}
      {readsResults && totals.error ? (
        <LoadErrorPanel onRetry={totals.retry}>
          <Trans id="dashboard.totals-error">
            The results for this period could not be loaded. Please check your connection and try again.
          </Trans>
        </LoadErrorPanel>
      ) : null}
      {readsResults ? (
        <ResultsSummary
          running={sorted.filter((ad) => groupOf(ad, today) === 'running').length}
          counts={totals.counts ? sorted.map((ad) => totals.counts?.get(ad.id) ?? ZERO) : undefined}
          period={period}
          timeZone={totals.timeZone}
          language={language.current}
        />
      ) : null}
      <Ads
        ads={sorted}
        language={language.current}
        pendingIds={pendingIds}
        period={period}
        counts={totals.counts}
        showsResults={readsResults}
        onToggleStatus={writes ? (ad) => void toggle(ad) : undefined}
      />
    </>
  );
}
