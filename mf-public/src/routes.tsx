/** The module mf-public exposes as `./routes`: the home page (SPEC §1) and its en/ja catalogues. /contact and
 *  /faqs belong to this remote too (ARCHITECTURE ownership table) and join this list when they are built. */
import { lazy } from 'react';
import { ROUTES, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const HomePage = lazy(() =>
  import('./features/home/home-page').then((module) => ({ default: module.HomePage })),
);

const remote: RemoteModule = {
  routes: [{ path: ROUTES.home, element: <HomePage /> }],
  messages: { en, ja },
};

export default remote;
