/** /reset-password?token (product.md, Pages; Messages): without a token it goes to sign-in. The token is checked first,
 *  under the page's heading. A link that is expired, already used or not one we sent stays on this page, which says so
 *  and offers "Send a new link" (the forgot-password form); a check that could not be made offers to try again;
 *  otherwise the new-password form shows. A link that dies while the form is open ends the same way. */
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, usePageTitle } from 'shared-ui';
import { Actions, AuthCard, Lead } from '../../common/auth-card';
import { CheckingCard } from '../../common/checking-card';
import { ResetPasswordForm } from './reset-password-form';
import { isDeadLink } from './use-reset-password';
import { useResetTokenValidation } from './use-reset-token-validation';

function DeadLink() {
  return (
    <AuthCard title={<Trans id="auth.reset.dead-heading">This link can no longer be used</Trans>}>
      <Lead>
        <Trans id="auth.reset.dead-body">
          Password reset links work once and for a limited time, so this one has expired, has been used
          already, or is not one we sent. Ask for a new link and use the newest email.
        </Trans>
      </Lead>
      <Actions>
        <Button as={Link} to={ROUTES.forgotPassword}>
          <Trans id="auth.link.send-new">Send a new link</Trans>
        </Button>
      </Actions>
    </AuthCard>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useLingui();
  const { data, error, isValidating, mutate } = useResetTokenValidation(token);
  const [diedMeanwhile, setDiedMeanwhile] = useState(false);
  const heading = <Trans id="auth.reset.heading">Reset your password</Trans>;
  if (diedMeanwhile || (error && isDeadLink(error))) return <DeadLink />;
  if (error && !isValidating)
    return (
      <AuthCard title={heading}>
        <Lead>
          <Trans id="auth.reset.check-failed">
            We could not check your link just now. Please check your connection and try again.
          </Trans>
        </Lead>
        <Actions>
          <Button onClick={() => void mutate()}>
            <Trans id="auth.reset.retry">Try again</Trans>
          </Button>
        </Actions>
      </AuthCard>
    );
  if (data === undefined)
    return (
      <CheckingCard title={heading} label={t({ id: 'auth.reset.checking', message: 'Checking your link' })} />
    );
  return (
    <AuthCard title={heading}>
      <Lead>
        <Trans id="auth.reset.intro">Choose a new password for your account.</Trans>
      </Lead>
      <ResetPasswordForm token={token} onDeadLink={() => setDiedMeanwhile(true)} />
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
