/** The module mf-dashboard exposes as `./routes` (ARCHITECTURE): /dashboard, /dashboard/billing and the receipt pages, each loaded lazily, plus the
 *  en/ja catalogues the shell merges into its Lingui instance.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const AdListPage = lazy(() =>
  import('./features/ad-list/ad-list-page').then((m) => ({ default: m.AdListPage })),
);

const BillingPage = lazy(() =>
  import('./features/billing/billing-page').then((m) => ({ default: m.BillingPage })),
);
const ReceiptPage = lazy(() =>
  import('./features/billing/receipt-page').then((m) => ({ default: m.ReceiptPage })),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_dashboard', {
    dashboard: <AdListPage />,
    billing: <BillingPage />,
    receipt: <ReceiptPage />,
  }),
  messages: { en, ja },
};

export default remoteModule;
