/** shared-ui's own texts (Show, Hide, Close…) as Lingui messages with explicit `ui.*` ids, extracted into
 *  shared-ui's catalogue (src/locales) and compiled with --strict like the apps'. Components read them through
 *  useUiI18n(); the dev harness's texts are here too, since the harness is part of this package. */
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'shared-contracts';

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;

export const uiMessages = {
  show: msg({ id: 'ui.password.show', message: 'Show' }),
  hide: msg({ id: 'ui.password.hide', message: 'Hide' }),
  showPassword: msg({ id: 'ui.password.show-label', message: 'Show password' }),
  hidePassword: msg({ id: 'ui.password.hide-label', message: 'Hide password' }),
  close: msg({ id: 'ui.dialog.close', message: 'Close' }),
  loading: msg({ id: 'ui.spinner.loading', message: 'Loading' }),
  retry: msg({ id: 'ui.load-error.retry', message: 'Retry' }),
  // Written with its brackets, and its space in English: Japanese takes full-width brackets and no space.
  readOnly: msg({ id: 'ui.radio-group.read-only-note', message: ' (read-only)' }),
  appTitle: msg({ id: 'ui.page-title.product', message: 'Advertiser portal' }),

  // The password checklist: a met rule says so in its own words rather than still reading "… is required".
  passwordRules: msg({ id: 'ui.password-rules.label', message: 'Password requirements' }),
  ruleMet: msg({ id: 'ui.password-rules.met', message: 'met' }),
  ruleUnmet: msg({ id: 'ui.password-rules.unmet', message: 'not met' }),
  lowercaseMet: msg({ id: 'ui.password-rules.lowercase-met', message: 'Contains a lowercase character' }),
  uppercaseMet: msg({ id: 'ui.password-rules.uppercase-met', message: 'Contains an uppercase character' }),
  numberMet: msg({ id: 'ui.password-rules.number-met', message: 'Contains a number' }),
  specialCharacterMet: msg({
    id: 'ui.password-rules.special-character-met',
    message: 'Contains a special character',
  }),
  minLengthMet: msg({ id: 'ui.password-rules.min-length-met', message: `At least ${min} characters` }),
  maxLengthMet: msg({ id: 'ui.password-rules.max-length-met', message: `No more than ${max} characters` }),

  // The bot-check notice of sign-up and the contact form (bot-check/bot-check-notice.tsx).
  botCheckUnavailable: msg({
    id: 'ui.bot-check.unavailable',
    message:
      'The bot check could not be loaded, so the form cannot be sent yet. What you have entered is kept.',
  }),
  botCheckRetrying: msg({ id: 'ui.bot-check.retrying', message: 'Trying again…' }),
  botCheckWillRetry: msg({
    id: 'ui.bot-check.will-retry',
    message: 'We will try again automatically in a few seconds.',
  }),
  botCheckCheckConnection: msg({
    id: 'ui.bot-check.check-connection',
    message: 'Please check your internet connection, then try again.',
  }),
  tryAgain: msg({ id: 'ui.bot-check.try-again', message: 'Try again' }),

  // The back link of the harness's not-found page and of mf-public's text pages.
  backToHome: msg({ id: 'ui.back-to-home', message: 'Back to Home' }),

  // The dev harness a remote runs in alone (dev-harness/).
  notFound: msg({
    id: 'ui.harness.not-found',
    message: 'Sorry, the URL or link you used is no longer valid.',
  }),
  language: msg({ id: 'ui.harness.language', message: 'Language' }),
  // The languages' names: the harness's language menu, and the creative switch (venue-scene/creative-switch.tsx).
  english: msg({ id: 'ui.harness.english', message: 'English' }),
  japanese: msg({ id: 'ui.harness.japanese', message: 'Japanese' }),
  notifications: msg({ id: 'ui.harness.notifications', message: 'Notifications' }),
  dismiss: msg({ id: 'ui.harness.dismiss', message: 'Dismiss' }),
  standalone: msg({ id: 'ui.harness.standalone', message: 'Standalone' }),
};
