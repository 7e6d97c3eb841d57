/** The module mf-dashboard exposes as `./routes` (docs/architecture.md "How the shell composes remotes at run
 *  time"): /dashboard, /dashboard/billing and the receipt pages, each loaded lazily, with the remote's catalogue in
 *  the interface language.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-dashboard-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-dashboard-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const AdListPage = page(() => import('./features/ad-list/ad-list-page').then((m) => m.AdListPage));

const BillingPage = page(() => import('./features/billing/billing-page').then((m) => m.BillingPage));
const ReceiptPage = page(() => import('./features/billing/receipt-page').then((m) => m.ReceiptPage));

const remoteModule: RemoteModule = {
  routes: routesOf('mf_dashboard', {
    dashboard: <AdListPage />,
    billing: <BillingPage />,
    receipt: <ReceiptPage />,
  }),
  messages: NO_MESSAGES,
};

export default remoteModule;
