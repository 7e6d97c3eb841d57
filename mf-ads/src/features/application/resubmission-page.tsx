/** /dashboard/ads/application/:id (product.md, Pages): loads the ad only if it is REJECTED (anything else, or
 *  no such ad, goes to /404), shows why it was rejected, and lets the advertiser change it and apply again. */
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ROUTES, hrefs, type Ad, type AdResubmissionForm } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { createAdResubmissionFormSchema } from 'shared-contracts/api';
import { startDateSchema } from 'shared-contracts/dates';
import { usePageTitle } from 'shared-ui';
import { RejectedCreativesNote } from '../../common/rejected-creatives';
import { RoleRequired } from '../../common/role-required';
import { useAd } from '../../common/use-ad';
import { useAdId } from '../../common/use-ad-id';
import { BackLink, Card, LoadingSpinner, Page, PageTitle } from '../../common/page-layout';
import { applicationMessages } from './messages';
import { initialResubmissionValues, type ResubmissionValues } from './resubmission-values';
import { AdForm } from './ad-form';
import { useResubmitAd } from './use-resubmit-ad';

const Notice = styled.div`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** Applying, running again and resubmitting need `ads.write` (decision 0121). */
export function ResubmissionPage() {
  return (
    <RoleRequired permission="ads.write">
      <ResubmissionPageContent />
    </RoleRequired>
  );
}

function ResubmissionPageContent() {
  const { language } = useShellServices();
  const { i18n } = useLingui();
  const id = useAdId();
  const { data: ad, error } = useAd(id, { status: 'REJECTED' });
  const resubmit = useResubmitAd();
  usePageTitle(i18n._(applicationMessages.resubmitPageTitle), language.current);

  if (id === null || error) return <Navigate to={ROUTES.notFound} replace />;
  // The way back and the heading show at once, the same for every ad, while the ad loads, and stay in place when it
  // has.
  return (
    <Page aria-busy={ad ? undefined : true}>
      <BackLink to={hrefs.adDetails(id)} />
      <PageTitle>
        <Trans id="ads.resubmit.title">Resubmit your ad</Trans>
      </PageTitle>
      {ad ? <RejectedAd ad={ad} onSubmit={(form) => resubmit(ad, form)} /> : <LoadingSpinner />}
    </Page>
  );
}

function RejectedAd({ ad, onSubmit }: { ad: Ad; onSubmit: (form: AdResubmissionForm) => Promise<void> }) {
  return (
    <>
      <Notice>
        {ad.rejectionReason ? (
          <p>
            <strong>
              <Trans id="ads.resubmit.reason">Reason for rejection:</Trans>
            </strong>{' '}
            {ad.rejectionReason}
          </p>
        ) : null}
        {ad.rejectedCreatives ? (
          <p>
            <RejectedCreativesNote value={ad.rejectedCreatives} />
          </p>
        ) : null}
        <p>
          <Trans id="ads.resubmit.note">
            Change your banner, title, link or start date and resubmit your ad. It goes back to review and is
            not shown until it is approved. The plan and duration cannot be changed.
          </Trans>
        </p>
      </Notice>
      <Card>
        <AdForm<ResubmissionValues, AdResubmissionForm>
          schema={createAdResubmissionFormSchema(ad.secondCreative !== null, startDateSchema('after-today'))}
          initialValues={(today) => initialResubmissionValues(ad, today)}
          onSubmit={onSubmit}
          submitLabel={<Trans id="ads.resubmit.apply">Resubmit ad</Trans>}
          planFixed
          image={{ invalidType: 'field-error', currentImageUrl: ad.imageUrl }}
          secondCreative={{
            currentImageUrl: ad.secondCreative?.imageUrl,
            invalidType: 'field-error',
          }}
        />
      </Card>
    </>
  );
}
