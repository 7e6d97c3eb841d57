/** The sign-up form (SPEC §2, §5): email, password with a Show toggle and the live rule checklist, checked on
 *  every change; Sign up stays disabled until both are valid. Sending solves the bot-check first, then posts the
 *  form with the interface language; refusals follow SPEC §8 like sign-in. When the bot check cannot be loaded,
 *  the form says so above Sign up (which stays disabled), keeps what was typed and tries again. */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES, SignUpSchema, translate, useShellServices } from 'shared-contracts';
import {
  BotCheckNotice,
  Button,
  PasswordChecklist,
  PasswordField,
  TextField,
  useBotCheckToken,
} from 'shared-ui';
import { FooterText } from '../../common/auth-card';
import { showApiError } from '../../common/show-api-error';
import { useSchemaForm } from '../../common/use-schema-form';
import { useSignUp } from './use-sign-up';

const EMPTY = { email: '', password: '' };

export type SignUpFormProps = {
  /** Called with the (normalised) address once the server has accepted the sign-up. */
  onSignedUp(email: string): void;
};

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { toast, language } = useShellServices();
  const form = useSchemaForm(SignUpSchema, EMPTY);
  const botCheck = useBotCheckToken('signup');
  const { run: signUp, isSending } = useSignUp();
  const [isCheckingBot, setCheckingBot] = useState(false);
  const checklistId = useId();
  const busy = isSending || isCheckingBot;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.output;
    if (!values || busy || botCheck.state.status === 'failed') return;
    setCheckingBot(true);
    const token = await botCheck.takeToken();
    setCheckingBot(false);
    if (!token) {
      toast.error(translate('toast-message.failure.failed', language.current, { x: 'subject.bot-check' }));
      botCheck.prepare();
      return;
    }
    const result = await signUp({ ...values, language: language.current, recaptchaToken: token });
    if (result.ok) return onSignedUp(values.email);
    botCheck.prepare(); // a token is good for one attempt only
    if (result.error.code === 'EMAIL_NOT_CONFIRMED') {
      toast.success(translate('toast-message.success.verification-email-resent', language.current));
    } else {
      showApiError(result.error, toast, language.current);
    }
  }

  return (
    <>
      <form noValidate onSubmit={handleSubmit}>
        <TextField
          label={<Trans id="auth.field.email">Email</Trans>}
          type="email"
          autoComplete="email"
          {...form.inputProps('email')}
          error={form.errorFor('email')}
        />
        <PasswordField
          label={<Trans id="auth.field.password">Password</Trans>}
          autoComplete="new-password"
          aria-describedby={checklistId}
          {...form.inputProps('password')}
          error={form.errorFor('password')}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <BotCheckNotice botCheck={botCheck} />
        <Button
          type="submit"
          fullWidth
          disabled={!form.isValid || botCheck.state.status === 'failed'}
          loading={busy}
        >
          <Trans id="auth.signup.submit">Sign up</Trans>
        </Button>
      </form>
      <FooterText>
        <Trans id="auth.signup.have-account">Already have an account?</Trans>{' '}
        <Link to={ROUTES.signIn}>
          <Trans id="auth.signup.sign-in-link">Sign in</Trans>
        </Link>
      </FooterText>
    </>
  );
}
