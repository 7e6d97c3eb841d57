/** The module mf-ads exposes as `./routes` (a RemoteModule): the application, resubmission and ad-details pages,
 *  each loaded on first visit, and the remote's English and Japanese catalogues. */
import { lazy } from 'react';
import { ROUTES, type RemoteModule } from 'shared-contracts';
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
  routes: [
    { path: ROUTES.adApplication, element: <ApplicationPage /> },
    { path: ROUTES.adResubmission, element: <ResubmissionPage /> },
    { path: ROUTES.adDetails, element: <AdDetailsPage /> },
  ],
  messages: { en, ja },
};

export default remoteModule;
