/** The module mf-account exposes as `./routes` (docs/architecture.md "How the shell composes remotes at run time"):
 *  /dashboard/account with its page loaded lazily, its catalogue in the interface language loading with it.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-account-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-account-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const AccountPage = page(() => import('./features/account/account-page').then((m) => m.AccountPage));

const remoteModule: RemoteModule = {
  routes: routesOf('mf_account', { account: <AccountPage /> }),
  messages: NO_MESSAGES,
};

export default remoteModule;
