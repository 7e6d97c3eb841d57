/** The module mf-ads exposes as `./routes` (a RemoteModule): the application, resubmission and ad-details pages,
 *  each loaded on first visit, with the remote's catalogue in the interface language.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-ads-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-ads-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const ApplicationPage = page(() =>
  import('./features/application/application-page').then((module) => module.ApplicationPage),
);
const ResubmissionPage = page(() =>
  import('./features/application/resubmission-page').then((module) => module.ResubmissionPage),
);
const AdDetailsPage = page(() =>
  import('./features/ad-details/ad-details-page').then((module) => module.AdDetailsPage),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_ads', {
    adApplication: <ApplicationPage />,
    adResubmission: <ResubmissionPage />,
    adDetails: <AdDetailsPage />,
  }),
  messages: NO_MESSAGES,
};

export default remoteModule;
