/** The module mf-review exposes as `./routes` (docs/architecture.md "How the shell composes remotes at run time"):
 *  the operators' review desk, /review with its ad pages, sign-in and set-password, each page loaded lazily, with
 *  the remote's catalogue in the interface language. The pages are those of this remote's entries in the route
 *  manifest (decision 0024), no more and no fewer; the shell lets the operator pages through, and each checks the
 *  operator session itself. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-review-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-review-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const QueuePage = page(() => import('./features/queue/queue-page').then((m) => m.QueuePage));
const ReviewAdPage = page(() => import('./features/ad-page/review-ad-page').then((m) => m.ReviewAdPage));
const AuditLogPage = page(() => import('./features/audit-log/audit-log-page').then((m) => m.AuditLogPage));
const SignInPage = page(() => import('./features/sign-in/sign-in-page').then((m) => m.SignInPage));
const SetPasswordPage = page(() =>
  import('./features/set-password/set-password-page').then((m) => m.SetPasswordPage),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_review', {
    reviewQueue: <QueuePage />,
    reviewAd: <ReviewAdPage />,
    reviewAuditLog: <AuditLogPage />,
    reviewSignIn: <SignInPage />,
    reviewSetPassword: <SetPasswordPage />,
  }),
  messages: NO_MESSAGES,
};

export default remoteModule;
