/** The module mf-account exposes as `./routes` (ARCHITECTURE): /dashboard/account with its page loaded lazily,
 *  plus the en/ja catalogues the shell merges into its Lingui instance. */
import { lazy } from 'react';
import { ROUTES, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const AccountPage = lazy(() =>
  import('./features/account/account-page').then((m) => ({ default: m.AccountPage })),
);

const remoteModule: RemoteModule = {
  routes: [{ path: ROUTES.account, element: <AccountPage /> }],
  messages: { en, ja },
};

export default remoteModule;
