/** /signup (product.md, Pages): a Back button, the sign-up form, and after success the check-your-email confirmation in
 *  its place. */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, usePageTitle } from 'shared-ui';
import { AuthCard } from '../../common/auth-card';
import { CheckYourEmail } from '../../common/check-your-email';
import { SignUpForm } from './sign-up-form';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has key 'default': there is nothing of ours to go back to, so go home instead.
  const goBack = () => (location.key === 'default' ? navigate(ROUTES.home) : navigate(-1));
  return (
    <Button variant="text" size="sm" onClick={goBack}>
      <span aria-hidden="true">←</span> <Trans id="auth.common.back">Back</Trans>
    </Button>
  );
}

export function SignUpPage() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(
    sentTo
      ? t({ id: 'auth.check-email.page-title', message: 'Check your email' })
      : t({ id: 'auth.signup.page-title', message: 'Sign up' }),
  );

  if (sentTo) {
    return (
      <AuthCard title={<Trans id="auth.signup.done-heading">Thank you for signing up</Trans>}>
        <CheckYourEmail email={sentTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard before={<BackButton />} title={<Trans id="auth.signup.heading">Create your account</Trans>}>
      <SignUpForm onSignedUp={setSentTo} />
    </AuthCard>
  );
}
