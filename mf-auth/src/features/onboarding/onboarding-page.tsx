/** /signup/onboarding?id&token&account_id (product.md, Pages; Sessions and links): the link from the sign-up mail. It
 *  asks whether the email is already confirmed, then uses the token once. Success signs the advertiser in and opens the
 *  success dialog; a used link goes to the verified page, an expired one to the expired page; an altered or unknown one
 *  says the link is not valid and offers to send a new one (never "already confirmed"). A link without its token
 *  (cut short when copied) says at once that it is incomplete and offers the way back to sign-up. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button, usePageTitle } from 'shared-ui';
import { readAccountLink, type AccountLink } from '../../common/account-link';
import { Actions, AuthCard, Lead } from '../../common/auth-card';
import { CheckingCard } from '../../common/checking-card';
import { SignUpSuccessDialog, preloadSuccessDialog } from './dialogs';
import { ResendLinkCard } from './onboarding-expired-page';
import { useCheckEmailId } from './use-check-email-id';
import { useConfirmEmail } from './use-confirm-email';

/** Where confirming the sign-up link stands; named apart from the API's `Outcome`. */
type ConfirmationState = 'confirming' | 'confirmed' | 'failed' | 'incomplete' | 'invalid';

function expiredHref(id: string, accountId: string): string {
  return `${ROUTES.onboardingExpired}?${new URLSearchParams({ id, account_id: accountId }).toString()}`;
}

function useEmailConfirmation(): { state: ConfirmationState; link: AccountLink | null } {
  const [query] = useSearchParams();
  const token = query.get('token');
  const id = query.get('id') ?? '';
  const accountId = query.get('account_id') ?? '';
  const navigate = useNavigate();
  const { session } = useShellServices();
  const link = token ? readAccountLink(new URLSearchParams({ id, account_id: accountId })) : null;
  const check = useCheckEmailId(link);
  // A link that names nobody is not checked; otherwise the token waits for the check's answer or failure.
  const checked = link === null || check.data !== undefined || check.error !== undefined;
  const confirmedBefore = check.data?.confirmed === true;
  const { run: confirmEmail } = useConfirmEmail();
  const [state, setState] = useState<ConfirmationState>(token ? 'confirming' : 'incomplete');
  // A token works once: the effect must not send it twice (React runs effects twice in development).
  const sentToken = useRef<string | null>(null);

  // A confirmed email shows the success dialog: its code loads while the link is checked and confirmed.
  useEffect(() => {
    if (token) preloadSuccessDialog();
  }, [token]);

  useEffect(() => {
    if (!token || !checked || sentToken.current === token) return;
    sentToken.current = token;
    if (confirmedBefore) {
      navigate(ROUTES.onboardingVerified, { replace: true });
      return;
    }
    void confirmEmail(token).then((result) => {
      if (result.ok) {
        session.setAdvertiser(result.data);
        return setState('confirmed');
      }
      const { status, code } = result.error;
      // An altered or unknown token is a 403 too, but says nothing about the address: it is not "already confirmed".
      if (code === 'TOKEN_INVALID') setState('invalid');
      else if (code === 'TOKEN_USED' || status === 403)
        navigate(ROUTES.onboardingVerified, { replace: true });
      else if (status === 401 || code === 'TOKEN_EXPIRED')
        navigate(expiredHref(id, accountId), { replace: true });
      else setState('failed');
    });
  }, [token, checked, confirmedBefore, id, accountId, confirmEmail, navigate, session]);

  return { state, link };
}

export function OnboardingPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.onboarding.page-title', message: 'Email confirmation' }));
  const { state, link } = useEmailConfirmation();
  const [dialogOpen, setDialogOpen] = useState(true);

  if (state === 'confirming') {
    return <CheckingCard title={<Trans id="auth.onboarding.confirming">Confirming your email</Trans>} />;
  }
  if (state === 'incomplete') {
    return (
      <AuthCard title={<Trans id="auth.onboarding.incomplete-heading">This link is incomplete</Trans>}>
        <Lead>
          <Trans id="auth.onboarding.incomplete">
            Part of the confirmation link is missing. Please open the link in your email again, making sure
            the whole address is used, or sign up again to receive a new email.
          </Trans>
        </Lead>
        <Actions>
          <Button as={Link} to={ROUTES.signUp}>
            <Trans id="auth.onboarding.back-to-sign-up">Back to sign-up</Trans>
          </Button>
        </Actions>
      </AuthCard>
    );
  }
  if (state === 'invalid' && link) return <ResendLinkCard link={link} problem="invalid" />;
  if (state === 'invalid') {
    return (
      <AuthCard title={<Trans id="auth.link.invalid-heading">This link is not valid</Trans>}>
        <Lead>
          <Trans id="auth.onboarding.invalid-no-account">
            This confirmation link is not one we sent, or part of it was changed. Please open the link in your
            email again, or sign up again to receive a new email.
          </Trans>
        </Lead>
        <Actions>
          <Button as={Link} to={ROUTES.signUp}>
            <Trans id="auth.onboarding.back-to-sign-up">Back to sign-up</Trans>
          </Button>
        </Actions>
      </AuthCard>
    );
  }
  if (state === 'failed') {
    return (
      <AuthCard title={<Trans id="auth.link.failed-heading">Something went wrong</Trans>}>
        <Lead>
          <Trans id="auth.onboarding.failed">
            We could not confirm your email. Please open the link in your email again, or try again later.
          </Trans>
        </Lead>
        <Actions>
          <Button as={Link} to={ROUTES.home} variant="secondary">
            <Trans id="auth.common.go-home">Go to home</Trans>
          </Button>
        </Actions>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={<Trans id="auth.onboarding.confirmed-heading">Your email has been confirmed</Trans>}>
      <Actions>
        <Button as={Link} to={ROUTES.dashboard}>
          <Trans id="auth.common.go-dashboard">Go to dashboard</Trans>
        </Button>
      </Actions>
      <SignUpSuccessDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </AuthCard>
  );
}
