/** /reset-password?token (SPEC §2, §8): without a token it goes to sign-in. The token is checked first; a link
 *  that is expired or already used goes to sign-in with a toast saying so, otherwise the new-password form shows. */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, translate, useShellServices } from 'shared-contracts';
import { usePageTitle } from 'shared-ui';
import { AuthCard, Lead } from '../../common/auth-card';
import { PageSpinner } from '../../common/page-spinner';
import { ResetPasswordForm } from './reset-password-form';
import { useResetTokenValidation } from './use-reset-token-validation';

/** True once the server accepted the token; on refusal it leaves for sign-in itself. */
function useValidToken(token: string): boolean {
  const { toast, language } = useShellServices();
  const navigate = useNavigate();
  const { run: validateToken } = useResetTokenValidation();
  const [valid, setValid] = useState(false);
  const checked = useRef<string | null>(null);

  useEffect(() => {
    // Checked once per token, so React's development double effect does not toast twice.
    if (checked.current === token) return;
    checked.current = token;
    void validateToken(token).then((result) => {
      if (result.ok) return setValid(true);
      toast.error(translate('toast-message.failure.expired', language.current, { x: 'subject.reset-link' }));
      navigate(ROUTES.signIn, { replace: true });
    });
  }, [token, validateToken, toast, language, navigate]);

  return valid;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useLingui();
  const valid = useValidToken(token);
  if (!valid) return <PageSpinner label={t({ id: 'auth.reset.checking', message: 'Checking your link' })} />;
  return (
    <AuthCard title={<Trans id="auth.reset.heading">Reset your password</Trans>}>
      <Lead>
        <Trans id="auth.reset.intro">Choose a new password for your account.</Trans>
      </Lead>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.reset.page-title', message: 'Reset password' }));
  const [query] = useSearchParams();
  const token = query.get('token');
  if (!token) return <Navigate to={ROUTES.signIn} replace />;
  return <ResetPassword token={token} />;
}
