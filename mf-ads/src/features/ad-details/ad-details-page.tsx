/** /dashboard/ads/:id (product.md, Pages): the ad's status, banner and terms, the reason when it was
 *  rejected, the actions its status allows, and the results of an ad that has been live. It loads once a user
 *  is signed in, under its heading; an unknown ad or a failed load goes to /404. */
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isLongReviewWait, ROUTES, type Ad, type Advertiser } from 'shared-contracts';
import { usePermissions, useShellServices } from 'shell-runtime';
import { canToggleStatus } from 'shared-contracts/api';
import { usePageTitle } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { ReviewTimeNote } from '../../common/review-time-note';
import { useAd } from '../../common/use-ad';
import { BackLink, Card, LoadingSpinner, Page, PageTitle } from '../../common/page-layout';
import { useAdId } from '../../common/use-ad-id';
import { AdActions } from './ad-actions';
import { RejectedCreativesNote } from '../../common/rejected-creatives';
import { AdSummary } from './ad-summary';
import { RunPhase } from './run-phase';
import { adDetailsMessages } from './messages';
import { ResultsSection, hasResults } from './results-section';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Rejection = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export function AdDetailsPage() {
  const { session, language } = useShellServices();
  const { advertiser } = session.useSession();
  const { i18n } = useLingui();
  const id = useAdId();
  const { data: ad, error } = useAd(id);
  usePageTitle(i18n._(adDetailsMessages.pageTitle), language.current);

  if (id === null || error) return <Navigate to={ROUTES.notFound} replace />;
  // The frame and heading show at once, the same for every ad, while the ad loads, and stay in place when it has.
  const loaded = ad && advertiser ? { ad, advertiser } : null;
  return (
    <Page aria-busy={loaded ? undefined : true}>
      <BackLink to={ROUTES.dashboard} />
      <Heading>
        <PageTitle>
          <Trans id="ads.details.title">Ad details</Trans>
        </PageTitle>
        {/* An ad that can be paused or resumed shows its status beside that button, and here only where it is
            in its run (Scheduled or Running), so the two never say different things side by side. */}
        {loaded && canToggleStatus(loaded.ad.status) ? (
          <RunPhase ad={loaded.ad} language={language.current} />
        ) : loaded ? (
          <StatusBadge status={loaded.ad.status} language={language.current} />
        ) : null}
      </Heading>
      {loaded ? <LoadedAd ad={loaded.ad} advertiser={loaded.advertiser} /> : <LoadingSpinner />}
    </Page>
  );
}

const LongWait = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const InReview = styled.div`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

/** A waiting ad says how long review usually takes, and after 24 hours that this one takes longer (product.md, How
 *  long review takes). */
function ReviewWait({ ad }: { ad: Ad }) {
  const long = ad.reviewRequestedAt !== null && isLongReviewWait(ad.reviewRequestedAt, Date.now());
  return (
    <InReview>
      {long ? (
        <LongWait>
          <Trans id="ads.details.review-long">
            Your ad has been in review for more than 24 hours, which is taking longer than usual. We will
            email you as soon as it is decided.
          </Trans>
        </LongWait>
      ) : null}
      <ReviewTimeNote />
    </InReview>
  );
}

function LoadedAd({ ad, advertiser }: { ad: Ad; advertiser: Advertiser }) {
  const permissions = usePermissions();
  return (
    <>
      <Card>
        {ad.status === 'PENDING' ? <ReviewWait ad={ad} /> : null}
        {ad.status === 'REJECTED' && ad.rejectionReason ? (
          <Rejection>
            <strong>
              <Trans id="ads.details.rejection-reason">Reason for rejection:</Trans>
            </strong>{' '}
            {ad.rejectionReason}
            {ad.rejectionReasonLanguage === 'ja' ? (
              <>
                {' '}
                <Trans id="ads.details.rejection-reason-ja">(written in Japanese)</Trans>
              </>
            ) : ad.rejectionReasonLanguage === 'en' ? (
              <>
                {' '}
                <Trans id="ads.details.rejection-reason-en">(written in English)</Trans>
              </>
            ) : null}
            {ad.rejectedCreatives ? (
              <>
                <br />
                <RejectedCreativesNote value={ad.rejectedCreatives} />
              </>
            ) : null}
          </Rejection>
        ) : null}
        <AdSummary ad={ad} />
        <AdActions ad={ad} advertiser={advertiser} />
      </Card>
      {permissions.can('results.read') && hasResults(ad.status) ? <ResultsSection ad={ad} /> : null}
    </>
  );
}
