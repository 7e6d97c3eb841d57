/** /dashboard/ads/application (SPEC §2 "Ad application"): back to the dashboard, the flow and the rules an
 *  applicant should know, and the form that ends at the payment page. Above them, when the advertiser has ads
 *  waiting for payment (UNPAID), a notice links to each one's details page to pay, so nobody applies twice for an
 *  ad that only needs paying (coming back from the checkout included). */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ROUTES, useShellServices, type AdApplicationForm } from 'shared-contracts';
import { createAdApplicationFormSchema, ENDPOINTS } from 'shared-contracts/api';
import { usePageTitle } from 'shared-ui';
import { UnpaidNotice, useApiRead } from 'shared-ui/data';
import { BackLink, Card, Page, PageLoading, PageTitle, SectionTitle } from '../../common/page-layout';
import { AdForm } from './ad-form';
import { ApplicationIntro } from './application-intro';
import {
  initialApplicationValues,
  needsCountry,
  needsName,
  type ApplicationValues,
} from './application-values';
import { applicationMessages } from './messages';
import { useSubmitApplication } from './use-submit-application';

export function ApplicationPage() {
  const { session, language, api } = useShellServices();
  const { advertiser } = session.useSession();
  // The same read (and cache key) as the dashboard's list; while it loads or if it fails, no notice shows.
  const { data: ads } = useApiRead(advertiser ? ENDPOINTS.ads.list.path : null, () => api.ads.list());
  const { i18n } = useLingui();
  const { submit, leaving } = useSubmitApplication();
  usePageTitle(i18n._(applicationMessages.pageTitle), language.current);
  const askName = advertiser ? needsName(advertiser) : false;
  const schema = useMemo(() => createAdApplicationFormSchema({ nameRequired: askName }), [askName]);

  if (!advertiser) return <PageLoading />;
  return (
    <Page>
      <BackLink to={ROUTES.dashboard} />
      <PageTitle>
        <Trans id="ads.application.title">Apply for an ad</Trans>
      </PageTitle>
      <UnpaidNotice
        ads={ads ?? []}
        title={<Trans id="ads.application.unpaid.title">Ads waiting for payment</Trans>}
        body={
          <Trans id="ads.application.unpaid.body">
            You already applied for these ads and they are not paid yet. Pay for them from their details page
            instead of applying again.
          </Trans>
        }
        payLabel={(title) => <Trans id="ads.application.unpaid.pay">Pay for {title}</Trans>}
      />
      <ApplicationIntro />
      <Card aria-labelledby="ads-application-form-title">
        <SectionTitle id="ads-application-form-title">
          <Trans id="ads.application.form-title">Your ad</Trans>
        </SectionTitle>
        <AdForm<ApplicationValues, AdApplicationForm>
          schema={schema}
          initialValues={(today) => initialApplicationValues(advertiser, today)}
          onSubmit={(form) => submit(form, advertiser)}
          submitLabel={<Trans id="ads.application.submit">Submit and go to payment</Trans>}
          busy={leaving}
          askName={askName}
          askCountry={needsCountry(advertiser)}
          showPrice
          image={{ invalidType: 'toast' }}
        />
      </Card>
    </Page>
  );
}
