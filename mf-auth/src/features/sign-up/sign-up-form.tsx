/** The sign-up form (product.md, Pages; Forms and their limits): email, password with a Show toggle and the live rule
 *  checklist, checked on every change; Sign up stays disabled until both are valid. Sending solves the bot-check first,
 *  then posts the form with the interface language; refusals follow product.md's Messages like sign-in, and show above
 *  the fields too, focused. When the bot check cannot be loaded, the form says so above Sign up (which stays disabled),
 *  keeps what was typed and tries again. */
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES, type SignUpInput } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { SignUpSchema, validate } from 'shared-contracts/api';
import { useLanguage } from 'shared-ui';
import { apiErrorText } from 'shared-ui/calls';
import { FORM_ERROR, Form, FormSubmitError, useValidateWith } from 'shared-ui/form';
import { FooterText } from '../../common/auth-card';
import { browserTimeZone } from '../../common/browser-time-zone';
import { EmailField } from '../../common/auth-fields';
import { NewPasswordAndSubmit, useNewAccountBotCheck } from '../../common/new-account-fields';
import { LINK_RESENT } from '../../common/refusal-as-answer';
import { useSignUp } from './use-sign-up';

type SignUpValues = Pick<SignUpInput, 'email' | 'password'>;

const EMPTY: SignUpValues = { email: '', password: '' };

export type SignUpFormProps = {
  /** Called with the (normalised) address once the server has accepted the sign-up. */
  onSignedUp(email: string): void;
};

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { language } = useShellServices();
  const interfaceLanguage = useLanguage();
  const validateForm = useValidateWith<SignUpValues>(SignUpSchema);
  const { botCheck, tokenForAttempt } = useNewAccountBotCheck();
  const { run: signUp } = useSignUp(onSignedUp);

  async function onSubmit(values: SignUpValues) {
    const form = validate(SignUpSchema, values);
    if (!form.ok) return undefined;
    const token = await tokenForAttempt();
    if (!token) return undefined;
    const { email, password } = form.value;
    const result = await signUp({
      email,
      password,
      language: language.current,
      recaptchaToken: token,
      timeZone: browserTimeZone(),
    });
    // Signed up: the form has gone. Otherwise a new token for the next attempt, as each is good for one only.
    if (!result.ok || result.data === LINK_RESENT) botCheck.prepare();
    return result.ok ? undefined : { [FORM_ERROR]: apiErrorText(result.error, interfaceLanguage) };
  }

  return (
    <>
      <Form<SignUpValues> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
        {({ handleSubmit, hasValidationErrors, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <EmailField />
            <NewPasswordAndSubmit
              botCheck={botCheck}
              hasValidationErrors={hasValidationErrors}
              submitting={submitting}
            >
              <Trans id="auth.signup.submit">Sign up</Trans>
            </NewPasswordAndSubmit>
          </form>
        )}
      </Form>
      <FooterText>
        <Trans id="auth.signup.have-account">Already have an account?</Trans>{' '}
        <Link to={ROUTES.signIn}>
          <Trans id="auth.signup.sign-in-link">Sign in</Trans>
        </Link>
      </FooterText>
    </>
  );
}
