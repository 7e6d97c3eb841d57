/** /dashboard/ads/application (SPEC §2 "Ad application"): back to the dashboard, the flow and the rules an
 *  applicant should know, and the form that ends at the payment page. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ROUTES, useShellServices, type AdApplicationForm } from 'shared-contracts';
import { usePageTitle } from 'shared-ui';
import { BackLink, Card, Page, PageLoading, PageTitle, SectionTitle } from '../../common/page-layout';
import { ApplicationForm } from './application-form';
import { ApplicationIntro } from './application-intro';
import { applicationMessages } from './messages';
import { useSubmitApplication } from './use-submit-application';

export function ApplicationPage() {
  const { session, language } = useShellServices();
  const { advertiser } = session.useSession();
  const { i18n } = useLingui();
  const { submit, leaving } = useSubmitApplication();
  usePageTitle(i18n._(applicationMessages.pageTitle), language.current);

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
        <ApplicationForm
          advertiser={advertiser}
          busy={leaving}
          onSubmit={(form: AdApplicationForm) => submit(form, advertiser)}
        />
      </Card>
    </Page>
  );
}
