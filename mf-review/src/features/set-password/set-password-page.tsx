/** /review/set-password?token= (issue 12), the page the operators:add mail links to. The link is checked first
 *  (spending nothing): a dead one (expired, used, never sent) says so and how to get a new one, before any form.
 *  Then the new password, then the authenticator enrolment with its first code, which signs the operator in and
 *  opens the queue. Without a token the page goes to the desk's sign-in. The heading names each step and takes
 *  focus when it changes. */
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type OperatorEnrolment } from 'shared-contracts';
import { Button, Spinner, usePageTitle } from 'shared-ui';
import { DeskCard, Lead } from '../../common/desk-card';
import { EnrolmentStep } from './enrolment-step';
import { PasswordStep } from './password-step';
import { isDeadOperatorLink, useOperatorLinkCheck } from './use-set-operator-password';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.primary};
`;

function DeadLink() {
  return (
    <DeskCard
      announce
      step="dead"
      title={<Trans id="review.set-password.dead-heading">This link can no longer be used</Trans>}
    >
      <Lead>
        <Trans id="review.set-password.dead-link">
          This link has expired or has already been used. Ask for a new one to be sent to you.
        </Trans>
      </Lead>
      <Button as={Link} to={ROUTES.reviewSignIn} variant="secondary">
        <Trans id="review.set-password.to-sign-in">Go to the desk’s sign-in</Trans>
      </Button>
    </DeskCard>
  );
}

/** The link is checked before any form: a dead link is explained at once, not after a password was typed. */
function CheckedLink({ token }: { token: string }) {
  const { t } = useLingui();
  const check = useOperatorLinkCheck(token);
  const [diedMeanwhile, setDiedMeanwhile] = useState(false);
  if (diedMeanwhile || (check.error && isDeadOperatorLink(check.error))) return <DeadLink />;
  if (check.error && !check.isValidating)
    return (
      <DeskCard
        announce
        step="check-failed"
        title={<Trans id="review.set-password.heading">Choose your password</Trans>}
      >
        <Lead>
          <Trans id="review.set-password.check-failed">
            We could not check your link just now. Please check your connection and try again.
          </Trans>
        </Lead>
        <Button onClick={() => void check.mutate()}>
          <Trans id="review.set-password.retry">Try again</Trans>
        </Button>
      </DeskCard>
    );
  if (check.data === undefined)
    return (
      <DeskCard title={<Trans id="review.set-password.heading">Choose your password</Trans>}>
        <Centre>
          <Spinner
            size="lg"
            label={t({ id: 'review.set-password.checking', message: 'Checking your link' })}
          />
        </Centre>
      </DeskCard>
    );
  return <SetPassword token={token} onDeadLink={() => setDiedMeanwhile(true)} />;
}

function SetPassword({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<OperatorEnrolment | null>(null);

  if (enrolment)
    return (
      <DeskCard step="enrol" title={<Trans id="review.enrol.heading">Set up your authenticator</Trans>}>
        <EnrolmentStep
          token={token}
          enrolment={enrolment}
          onEnrolled={() => navigate(ROUTES.reviewQueue, { replace: true })}
        />
      </DeskCard>
    );
  return (
    <DeskCard step="password" title={<Trans id="review.set-password.heading">Choose your password</Trans>}>
      <Lead>
        <Trans id="review.set-password.intro">
          Choose the password for your review desk account. Next you set up an authenticator app, which gives
          the code you sign in with.
        </Trans>
      </Lead>
      <PasswordStep token={token} onEnrolment={setEnrolment} onDeadLink={onDeadLink} />
    </DeskCard>
  );
}

export function SetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'review.set-password.page-title', message: 'Set up your operator account' }));
  const [query] = useSearchParams();
  const token = query.get('token');
  if (!token) return <Navigate to={ROUTES.reviewSignIn} replace />;
  return <CheckedLink token={token} />;
}
