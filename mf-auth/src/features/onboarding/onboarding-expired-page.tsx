/** /signup/onboarding/expired?id&account_id (product.md, Pages; Sessions and links; Messages): the sign-up link has
 *  expired. Resend verification link mails a new one and shows the check-your-email message; if the email turns out to
 *  be confirmed already, the verified page says so. A link without id or account_id leads to the not-found page. */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, usePageTitle } from 'shared-ui';
import { readAccountLink, type AccountLink } from '../../common/account-link';
import { Actions, AuthCard, Lead } from '../../common/auth-card';
import { CheckYourEmail } from '../../common/check-your-email';
import { ALREADY_CONFIRMED, useResendEmail } from './use-resend-email';

/** A sign-up link that no longer works (expired), or never did (altered or unknown: `invalid`), with the way to a
 *  new one mailed to the advertiser it names. */
export function ResendLinkCard({ link, problem }: { link: AccountLink; problem: 'expired' | 'invalid' }) {
  const navigate = useNavigate();
  const [resent, setResent] = useState(false);
  const { run: resendEmail, isSending } = useResendEmail((answer) => {
    if (answer === ALREADY_CONFIRMED) navigate(ROUTES.onboardingVerified, { replace: true });
    else setResent(true);
  });

  if (resent) {
    return (
      <AuthCard title={<Trans id="auth.signup.done-heading">Thank you for signing up</Trans>}>
        <CheckYourEmail />
      </AuthCard>
    );
  }
  if (problem === 'invalid') {
    return (
      <AuthCard title={<Trans id="auth.link.invalid-heading">This link is not valid</Trans>}>
        <Lead>
          <Trans id="auth.onboarding.invalid-body">
            This confirmation link is not one we sent, or part of it was changed. Press the button below and
            we will send a new one to the address you signed up with.
          </Trans>
        </Lead>
        <Actions>
          <Button onClick={() => void resendEmail(link)} loading={isSending}>
            <Trans id="auth.link.send-new">Send a new link</Trans>
          </Button>
        </Actions>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={<Trans id="auth.expired.heading">This link has expired</Trans>}>
      <Lead>
        <Trans id="auth.expired.body">
          The verification link in your email is no longer valid. Press the button below and we will send you
          a new one.
        </Trans>
      </Lead>
      <Actions>
        <Button onClick={() => void resendEmail(link)} loading={isSending}>
          <Trans id="auth.expired.resend">Resend verification link</Trans>
        </Button>
      </Actions>
    </AuthCard>
  );
}

export function OnboardingExpiredPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.expired.page-title', message: 'Link expired' }));
  const [query] = useSearchParams();
  const link = readAccountLink(query);
  if (!link) return <Navigate to={ROUTES.notFound} replace />;
  return <ResendLinkCard link={link} problem="expired" />;
}
