/** /reset-password?token (SPEC §2, §8): without a token it goes to sign-in. The token is checked first, under the
 *  page's heading; a link that is expired or already used goes to sign-in with a toast saying so, otherwise the
 *  new-password form shows. */
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, useShellServices } from 'shared-contracts';
import { usePageTitle } from 'shared-ui';
import { useContractText } from 'shared-ui/calls';
import { AuthCard, Lead } from '../../common/auth-card';
import { CheckingCard } from '../../common/checking-card';
import { ResetPasswordForm } from './reset-password-form';
import { useResetTokenValidation } from './use-reset-token-validation';

/** True once the server accepted the token; on refusal it leaves for sign-in itself. */
function useValidToken(token: string): boolean {
  const { toast } = useShellServices();
  const text = useContractText();
  const navigate = useNavigate();
  const { data, error } = useResetTokenValidation(token);
  const refused = useRef<string | null>(null);

  useEffect(() => {
    // Told once per token, so React's development double effect does not toast twice.
    if (!error || refused.current === token) return;
    refused.current = token;
    toast.error(text('toast-message.failure.expired', { x: 'subject.reset-link' }));
    navigate(ROUTES.signIn, { replace: true });
  }, [error, token, toast, text, navigate]);

  return data !== undefined && !error;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useLingui();
  const valid = useValidToken(token);
  const heading = <Trans id="auth.reset.heading">Reset your password</Trans>;
  if (!valid)
    return (
      <CheckingCard title={heading} label={t({ id: 'auth.reset.checking', message: 'Checking your link' })} />
    );
  return (
    <AuthCard title={heading}>
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
