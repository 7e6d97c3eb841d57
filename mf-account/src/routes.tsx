/** The module mf-account exposes as `./routes` (ARCHITECTURE): /dashboard/account with its page loaded lazily,
 *  plus the en/ja catalogues the shell merges into its Lingui instance.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const AccountPage = lazy(() =>
  import('./features/account/account-page').then((m) => ({ default: m.AccountPage })),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_account', { account: <AccountPage /> }),
  messages: { en, ja },
};

export default remoteModule;
