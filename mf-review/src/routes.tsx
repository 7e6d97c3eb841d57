/** The module mf-review exposes as `./routes` (ARCHITECTURE): the operators' review desk, /review with its ad pages,
 *  sign-in and set-password, each page loaded lazily, plus the en/ja catalogues the shell merges into its Lingui
 *  instance. The pages are those of this remote's entries in the route manifest (decision 0024), no more and no
 *  fewer; the shell lets the operator pages through, and each checks the operator session itself. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const QueuePage = lazy(() => import('./features/queue/queue-page').then((m) => ({ default: m.QueuePage })));
const ReviewAdPage = lazy(() =>
  import('./features/ad-page/review-ad-page').then((m) => ({ default: m.ReviewAdPage })),
);
const SignInPage = lazy(() =>
  import('./features/sign-in/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const SetPasswordPage = lazy(() =>
  import('./features/set-password/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_review', {
    reviewQueue: <QueuePage />,
    reviewAd: <ReviewAdPage />,
    reviewSignIn: <SignInPage />,
    reviewSetPassword: <SetPasswordPage />,
  }),
  messages: { en, ja },
};

export default remoteModule;
