/** /review/signin (issue 12): an operator signs in with email, password and the authenticator's code. Submit is
 *  enabled once the three are well formed and busy while sending; a refusal shows one message above the form,
 *  focused, and keeps what was typed, so a mistyped digit can be seen and corrected. Success goes to the desk page named in ?redirect= (only desk
 *  pages), else the queue; an operator already signed in goes straight there. */
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OperatorSignInRequest } from 'shared-contracts';
import { validate, OperatorSignInRequestSchema } from 'shared-contracts/api';
import { Button, useLanguage, usePageTitle } from 'shared-ui';
import { apiErrorText } from 'shared-ui/calls';
import {
  FORM_ERROR,
  Form,
  FormPasswordField,
  FormTextField,
  useValidateWith,
  FormSubmitError,
} from 'shared-ui/form';
import { CodeField } from '../../common/code-field';
import { DeskCard, Lead } from '../../common/desk-card';
import { pathAfterOperatorSignIn } from '../../common/review-paths';
import { useOperatorSession } from '../operator-session/use-operator-session';
import { useOperatorSignIn } from './use-operator-sign-in';

const EMPTY: OperatorSignInRequest = { email: '', password: '', code: '' };

export function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'review.signin.page-title', message: 'Operator sign-in' }));
  const language = useLanguage();
  const navigate = useNavigate();
  const destination = pathAfterOperatorSignIn(useLocation().search);
  const session = useOperatorSession();
  const validateForm = useValidateWith<OperatorSignInRequest>(OperatorSignInRequestSchema);
  const { run: signIn } = useOperatorSignIn();

  if (session.data?.operator) return <Navigate to={destination} replace />;

  async function onSubmit(values: OperatorSignInRequest) {
    const parsed = validate(OperatorSignInRequestSchema, values);
    if (!parsed.ok) return undefined;
    const result = await signIn(parsed.value);
    if (result.ok) {
      navigate(destination, { replace: true });
      return undefined;
    }
    return { [FORM_ERROR]: apiErrorText(result.error, language) };
  }

  return (
    <DeskCard title={<Trans id="review.signin.heading">Operator sign-in</Trans>}>
      <Lead>
        <Trans id="review.signin.intro">
          Sign in to the review desk with your password and the code your authenticator app shows.
        </Trans>
      </Lead>
      <Form<OperatorSignInRequest> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
        {({ handleSubmit, hasValidationErrors, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <FormTextField
              name="email"
              type="email"
              autoComplete="username"
              label={<Trans id="review.signin.email">Email</Trans>}
            />
            <FormPasswordField
              name="password"
              autoComplete="current-password"
              label={<Trans id="review.signin.password">Password</Trans>}
            />
            <CodeField label={<Trans id="review.signin.code">Authenticator code</Trans>} />
            <Button type="submit" fullWidth disabled={hasValidationErrors} loading={submitting}>
              <Trans id="review.signin.submit">Sign in</Trans>
            </Button>
          </form>
        )}
      </Form>
    </DeskCard>
  );
}
