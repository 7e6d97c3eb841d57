/** The module mf-auth exposes as `./routes` (docs/architecture.md "How the shell composes remotes at run time"):
 *  every sign-up, sign-in, confirmation, password and invitation route with its page loaded lazily, its catalogue
 *  in the interface language loading with the first page.
 *  The pages are those of this remote's entries in the route manifest (decision 0024), no more and no fewer. */
import { i18n } from '@lingui/core';
import { NO_MESSAGES, pagesWithCatalogue, routesOf, type RemoteModule } from 'shell-runtime';

// This remote's catalogue in the interface language loads with its first page (decision 0061).
const page = pagesWithCatalogue(
  {
    en: () => import(/* webpackChunkName: "mf-auth-messages-en" */ './locales/en/messages'),
    ja: () => import(/* webpackChunkName: "mf-auth-messages-ja" */ './locales/ja/messages'),
  },
  i18n,
);

const SignInPage = page(() => import('./features/sign-in/sign-in-page').then((m) => m.SignInPage));
const SignUpPage = page(() => import('./features/sign-up/sign-up-page').then((m) => m.SignUpPage));
const OnboardingPage = page(() =>
  import('./features/onboarding/onboarding-page').then((m) => m.OnboardingPage),
);
const OnboardingExpiredPage = page(() =>
  import('./features/onboarding/onboarding-expired-page').then((m) => m.OnboardingExpiredPage),
);
const OnboardingVerifiedPage = page(() =>
  import('./features/onboarding/onboarding-verified-page').then((m) => m.OnboardingVerifiedPage),
);
const ForgotPasswordPage = page(() =>
  import('./features/forgot-password/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = page(() =>
  import('./features/reset-password/reset-password-page').then((m) => m.ResetPasswordPage),
);
const NewEmailConfirmationPage = page(() =>
  import('./features/new-email-confirmation/new-email-confirmation-page').then(
    (m) => m.NewEmailConfirmationPage,
  ),
);
const InvitationPage = page(() =>
  import('./features/invitation/invitation-page').then((m) => m.InvitationPage),
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
    invitation: <InvitationPage />,
  }),
  messages: NO_MESSAGES,
};

export default remoteModule;
