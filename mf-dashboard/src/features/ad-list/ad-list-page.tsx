/** /dashboard (SPEC §2): the advertiser's ads with their status switches, an Apply for an ad button, a CSV
 *  export of their results, a notice with links to pay UNPAID ads, and the payment return of the checkout
 *  (SPEC §4). Loading, empty and error states each say what to do next. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, useShellServices } from 'shared-contracts';
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
import { AdTable } from './ad-table';
import { StatsExport } from './stats-export';
import { UnpaidNotice } from './unpaid-notice';
import { useAds } from './use-ads';
import { useCheckoutStatus } from './use-checkout-status';
import { useToggleAdStatus } from './use-toggle-ad-status';

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

  return (
    <PageSection aria-labelledby="dashboard-heading">
      <Header>
        <h1 id="dashboard-heading">
          <Trans id="dashboard.heading">Ad dashboard</Trans>
        </h1>
        <Button as={Link} to={ROUTES.adApplication}>
          <Trans id="dashboard.apply">Apply for an ad</Trans>
        </Button>
      </Header>
      <AdListContent />
    </PageSection>
  );
}

function AdListContent() {
  const { t } = useLingui();
  const { language } = useShellServices();
  const { data: ads, error, isLoading, mutate } = useAds();
  const { toggle, pendingIds } = useToggleAdStatus();

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
        <Button as={Link} to={ROUTES.adApplication} variant="secondary">
          <Trans id="dashboard.empty.apply">Apply for your first ad</Trans>
        </Button>
      </StatePanel>
    );
  }
  return (
    <>
      <UnpaidNotice ads={ads} />
      <StatsExport />
      <Ads
        ads={ads}
        language={language.current}
        pendingIds={pendingIds}
        onToggleStatus={(ad) => void toggle(ad)}
      />
    </>
  );
}
