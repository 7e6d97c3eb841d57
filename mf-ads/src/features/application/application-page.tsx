/** /dashboard/ads/application (SPEC §2 "Ad application"): back to the dashboard, the flow and the rules an
 *  applicant should know, and the form that ends at the payment page. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  ROUTES,
  createAdApplicationFormSchema,
  useShellServices,
  type AdApplicationForm,
} from 'shared-contracts';
import { usePageTitle } from 'shared-ui';
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
  const { session, language } = useShellServices();
  const { advertiser } = session.useSession();
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
