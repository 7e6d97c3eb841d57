/** The module mf-ads exposes as `./routes` (a RemoteModule): the application, resubmission and ad-details pages,
 *  each loaded on first visit, and the remote's English and Japanese catalogues.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const ApplicationPage = lazy(() =>
  import('./features/application/application-page').then((module) => ({ default: module.ApplicationPage })),
);
const ResubmissionPage = lazy(() =>
  import('./features/application/resubmission-page').then((module) => ({ default: module.ResubmissionPage })),
);
const AdDetailsPage = lazy(() =>
  import('./features/ad-details/ad-details-page').then((module) => ({ default: module.AdDetailsPage })),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_ads', {
    adApplication: <ApplicationPage />,
    adResubmission: <ResubmissionPage />,
    adDetails: <AdDetailsPage />,
  }),
  messages: { en, ja },
};

export default remoteModule;
