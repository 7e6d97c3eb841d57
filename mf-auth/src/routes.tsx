/** The module mf-auth exposes as `./routes` (ARCHITECTURE): every sign-up, sign-in, confirmation and password
 *  route with its page loaded lazily, plus the en/ja catalogues the shell merges into its Lingui instance.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { lazy } from 'react';
import { routesOf, type RemoteModule } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';

const SignInPage = lazy(() =>
  import('./features/sign-in/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('./features/sign-up/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
const OnboardingPage = lazy(() =>
  import('./features/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
const OnboardingExpiredPage = lazy(() =>
  import('./features/onboarding/onboarding-expired-page').then((m) => ({ default: m.OnboardingExpiredPage })),
);
const OnboardingVerifiedPage = lazy(() =>
  import('./features/onboarding/onboarding-verified-page').then((m) => ({
    default: m.OnboardingVerifiedPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/forgot-password/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const NewEmailConfirmationPage = lazy(() =>
  import('./features/new-email-confirmation/new-email-confirmation-page').then((m) => ({
    default: m.NewEmailConfirmationPage,
  })),
);

const remoteModule: RemoteModule = {
  routes: routesOf('mf_auth', {
    signIn: <SignInPage />,
    signUp: <SignUpPage />,
    onboarding: <OnboardingPage />,
    onboardingExpired: <OnboardingExpiredPage />,
    onboardingVerified: <OnboardingVerifiedPage />,
    forgotPassword: <ForgotPasswordPage />,
    resetPassword: <ResetPasswordPage />,
    newEmailConfirmation: <NewEmailConfirmationPage />,
  }),
  messages: { en, ja },
};

export default remoteModule;
