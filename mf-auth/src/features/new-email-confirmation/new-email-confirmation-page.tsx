/** /new-email-confirmation?token&id&account_id (product.md, Pages; Messages): the link mailed after an email change. It
 *  shows one of four outcomes: confirmed or already used (Go to dashboard), expired (resend), or another error (resend
 *  and Go to home). A link without id or account_id leads to the not-found page. */
import { Link, Navigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, usePageTitle } from 'shared-ui';
import { readAccountLink, type AccountLink } from '../../common/account-link';
import { Actions, AuthCard, Lead } from '../../common/auth-card';
import { CheckingCard } from '../../common/checking-card';
import { useNewEmailOutcome } from './use-new-email-outcome';
import { useResendNewEmail } from './use-resend-new-email';

function DashboardButton() {
  return (
    <Button as={Link} to={ROUTES.dashboard}>
      <Trans id="auth.common.go-dashboard">Go to dashboard</Trans>
    </Button>
  );
}

function ResendButton({ link }: { link: AccountLink }) {
  const { run: resend, isSending } = useResendNewEmail();
  return (
    <Button onClick={() => void resend(link)} loading={isSending}>
      <Trans id="auth.new-email.resend">Resend confirmation link</Trans>
    </Button>
  );
}

function NewEmailConfirmation({ token, link }: { token: string | null; link: AccountLink }) {
  const outcome = useNewEmailOutcome(token);
  switch (outcome) {
    case 'confirming':
      return <CheckingCard title={<Trans id="auth.new-email.confirming">Confirming your new email</Trans>} />;
    case 'confirmed':
      return (
        <AuthCard
          title={<Trans id="auth.new-email.confirmed-heading">Your new email has been confirmed</Trans>}
        >
          <Lead>
            <Trans id="auth.new-email.confirmed-body">
              From now on, sign in and receive our emails at this address.
            </Trans>
          </Lead>
          <Actions>
            <DashboardButton />
          </Actions>
        </AuthCard>
      );
    case 'used':
      return (
        <AuthCard title={<Trans id="auth.verified.heading">This link has already been used</Trans>}>
          <Lead>
            <Trans id="auth.new-email.used-body">Your new email address has already been confirmed.</Trans>
          </Lead>
          <Actions>
            <DashboardButton />
          </Actions>
        </AuthCard>
      );
    case 'expired':
      return (
        <AuthCard title={<Trans id="auth.expired.heading">This link has expired</Trans>}>
          <Lead>
            <Trans id="auth.new-email.expired-body">
              The confirmation link for your new email is no longer valid. Press the button below and we will
              send you a new one.
            </Trans>
          </Lead>
          <Actions>
            <ResendButton link={link} />
          </Actions>
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title={<Trans id="auth.link.failed-heading">Something went wrong</Trans>}>
          <Lead>
            <Trans id="auth.new-email.failed-body">
              We could not confirm your new email. You can ask for a new link, or go back to the home page.
            </Trans>
          </Lead>
          <Actions>
            <ResendButton link={link} />
            <Button as={Link} to={ROUTES.home} variant="secondary">
              <Trans id="auth.common.go-home">Go to home</Trans>
            </Button>
          </Actions>
        </AuthCard>
      );
  }
}

export function NewEmailConfirmationPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.new-email.page-title', message: 'New email confirmation' }));
  const [query] = useSearchParams();
  const link = readAccountLink(query);
  if (!link) return <Navigate to={ROUTES.notFound} replace />;
  return <NewEmailConfirmation token={query.get('token')} link={link} />;
}
