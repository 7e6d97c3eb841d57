/** /dashboard/ads/application (product.md, Pages): back to the dashboard, the flow and the rules an
 *  applicant should know, and the form that ends at the payment page. Above them, when the advertiser has ads
 *  waiting for payment (UNPAID), a notice links to each one's details page to pay, so nobody applies twice for an
 *  ad that only needs paying (coming back from the checkout included). With `?runAgain=<id>` (product.md, Run
 *  again) the form starts from that ad: its banner, title, link, plan and months, from the day its run ends. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTES, type Ad, type AdApplicationForm } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { canRunAgain, createAdApplicationFormSchema, ENDPOINTS } from 'shared-contracts/api';
import { usePageTitle } from 'shared-ui';
import { UnpaidNotice, useApiRead } from 'shared-ui/data';
import {
  BackLink,
  Card,
  LoadingSpinner,
  Page,
  PageLoading,
  PageTitle,
  SectionTitle,
} from '../../common/page-layout';
import { RoleRequired } from '../../common/role-required';
import { useAd } from '../../common/use-ad';
import { parseAdId } from '../../common/use-ad-id';
import { AdForm } from './ad-form';
import { ApplicationIntro } from './application-intro';
import {
  initialApplicationValues,
  needsCountry,
  runAgainValues,
  needsName,
  type ApplicationValues,
} from './application-values';
import { applicationMessages } from './messages';
import { RunAgainNotice, RunAgainUnavailable } from './run-again-notice';
import { useSubmitApplication } from './use-submit-application';
import {
  Temporal,
  parseIsoDate,
  todayUtc,
  runAgainStartDateSchema,
  runAgainWindow,
  startDateSchema,
} from 'shared-contracts/dates';

/** The ad's end date as a day; the wire sends midnight UTC. */
function endDateOf(ad: Ad): Temporal.PlainDate {
  return parseIsoDate(ad.endDate) ?? todayUtc();
}

/** Applying, running again and resubmitting need `ads.write` (decision 0121). */
export function ApplicationPage() {
  return (
    <RoleRequired permission="ads.write">
      <ApplicationPageContent />
    </RoleRequired>
  );
}

function ApplicationPageContent() {
  const { session, language, api } = useShellServices();
  const { advertiser } = session.useSession();
  const [search] = useSearchParams();
  const runAgainId = parseAdId(search.get('runAgain') ?? undefined);
  const { data: previous, error: previousError } = useAd(runAgainId);
  const today = useMemo(() => todayUtc(), []);
  const runAgain =
    previous && canRunAgain(previous.status)
      ? { previous, window: runAgainWindow({ status: previous.status, endDate: endDateOf(previous) }, today) }
      : null;
  const unavailable =
    (search.has('runAgain') && runAgainId === null) ||
    previousError !== undefined ||
    (previous !== undefined && runAgain === null);
  // The same read (and cache key) as the dashboard's list; while it loads or if it fails, no notice shows.
  const { data: ads } = useApiRead(advertiser ? ENDPOINTS.ads.list.path : null, () => api.ads.list());
  const { i18n } = useLingui();
  const { submit, leaving } = useSubmitApplication();
  usePageTitle(i18n._(applicationMessages.pageTitle), language.current);
  const askName = advertiser ? needsName(advertiser) : false;
  const runAgainWindowOf = runAgain?.window;
  const hasSecondBanner = Boolean(runAgain?.previous.secondCreative);
  const schema = useMemo(
    () =>
      createAdApplicationFormSchema({
        nameRequired: askName,
        hasSecondBanner,
        runAgain: runAgainWindowOf !== undefined,
        startDate: runAgainWindowOf
          ? runAgainStartDateSchema(runAgainWindowOf)
          : startDateSchema('from-today'),
      }),
    [askName, runAgainWindowOf, hasSecondBanner],
  );

  if (!advertiser) return <PageLoading />;
  const waiting = runAgainId !== null && !unavailable && runAgain === null;
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
      {runAgain ? <RunAgainNotice previous={runAgain.previous} /> : null}
      {unavailable ? <RunAgainUnavailable /> : null}
      <ApplicationIntro />
      <Card aria-labelledby="ads-application-form-title" aria-busy={waiting ? true : undefined}>
        <SectionTitle id="ads-application-form-title">
          <Trans id="ads.application.form-title">Your ad</Trans>
        </SectionTitle>
        {waiting ? (
          <LoadingSpinner />
        ) : (
          <AdForm<ApplicationValues, AdApplicationForm>
            // A new form when the earlier ad arrives: final-form keeps the initial values it mounted with.
            key={runAgain ? `run-again-${runAgain.previous.id}` : 'new'}
            schema={schema}
            initialValues={(formToday) =>
              runAgain
                ? runAgainValues(advertiser, runAgain.previous, runAgain.window.suggested, formToday)
                : initialApplicationValues(advertiser, formToday, language.current)
            }
            onSubmit={(form) => submit(form, advertiser, runAgain?.previous)}
            submitLabel={<Trans id="ads.application.submit">Submit and go to payment</Trans>}
            busy={leaving}
            askName={askName}
            askCountry={needsCountry(advertiser)}
            showPrice
            askWeeklyResults
            startWindow={runAgain?.window}
            image={{
              invalidType: 'toast',
              ...(runAgain ? { currentImageUrl: runAgain.previous.imageUrl } : {}),
            }}
            secondCreative={{
              currentImageUrl: runAgain?.previous.secondCreative?.imageUrl,
              invalidType: 'toast',
            }}
          />
        )}
      </Card>
    </Page>
  );
}
