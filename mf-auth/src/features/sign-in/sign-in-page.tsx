/** /signin (product.md, Pages): email and password with a Show toggle, submit enabled only while valid. Success stores
 *  the advertiser in the session and goes back to the page named in ?redirect= (when safe) or to the dashboard;
 *  refusals follow product.md's Messages (an unconfirmed email gets a fresh verification link instead of an error), and
 *  the refusal's words also show above the fields, focused (docs/product.md "Errors where they happened"). A signed-in
 *  visitor goes straight on the same way. */
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, pathAfterSignIn, type SignInInput } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { SignInSchema, validate } from 'shared-contracts/api';
import { Button, useLanguage, usePageTitle } from 'shared-ui';
import { apiErrorText } from 'shared-ui/calls';
import { FORM_ERROR, Form, FormSubmitError, useValidateWith } from 'shared-ui/form';
import { AuthCard, FooterText } from '../../common/auth-card';
import { EmailField, PasswordInput } from '../../common/auth-fields';
import { useSignIn } from './use-sign-in';

const EMPTY: SignInInput = { email: '', password: '' };

export function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.signin.page-title', message: 'Sign in' }));
  const { session } = useShellServices();
  const { advertiser, isLoading } = session.useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const destination = pathAfterSignIn(useLocation().search);
  const validateForm = useValidateWith<SignInInput>(SignInSchema);
  const { run: signIn } = useSignIn((signedIn) => {
    session.setAdvertiser(signedIn);
    navigate(destination, { replace: true });
  });

  if (advertiser && !isLoading) return <Navigate to={destination} replace />;

  async function onSubmit(values: SignInInput) {
    const form = validate(SignInSchema, values);
    if (!form.ok) return undefined;
    const result = await signIn(form.value);
    return result.ok ? undefined : { [FORM_ERROR]: apiErrorText(result.error, language) };
  }

  return (
    <AuthCard title={<Trans id="auth.signin.heading">Sign in</Trans>}>
      <Form<SignInInput> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
        {({ handleSubmit, hasValidationErrors, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <EmailField />
            <PasswordInput
              name="password"
              label={<Trans id="auth.field.password">Password</Trans>}
              autoComplete="current-password"
            />
            <FooterText>
              <Link to={ROUTES.forgotPassword}>
                <Trans id="auth.signin.forgot-password">Forgot your password?</Trans>
              </Link>
            </FooterText>
            <Button type="submit" fullWidth disabled={hasValidationErrors} loading={submitting}>
              <Trans id="auth.signin.submit">Sign in</Trans>
            </Button>
          </form>
        )}
      </Form>
      <FooterText>
        <Trans id="auth.signin.no-account">Don't have an account?</Trans>{' '}
        <Link to={ROUTES.signUp}>
          <Trans id="auth.signin.sign-up-link">Sign up</Trans>
        </Link>
      </FooterText>
    </AuthCard>
  );
}
