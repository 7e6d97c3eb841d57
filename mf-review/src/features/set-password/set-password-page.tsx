/** /review/set-password?token= (issue 12), the page the operators:add mail links to: first the new password,
 *  then the authenticator enrolment with its first code, which signs the operator in and opens the queue. Without
 *  a token the page goes to the desk's sign-in. The heading names each step and takes focus when it changes. */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type OperatorEnrolment } from 'shared-contracts';
import { usePageTitle } from 'shared-ui';
import { DeskCard, Lead } from '../../common/desk-card';
import { EnrolmentStep } from './enrolment-step';
import { PasswordStep } from './password-step';

function SetPassword({ token }: { token: string }) {
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
      <PasswordStep token={token} onEnrolment={setEnrolment} />
    </DeskCard>
  );
}

export function SetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'review.set-password.page-title', message: 'Set up your operator account' }));
  const [query] = useSearchParams();
  const token = query.get('token');
  if (!token) return <Navigate to={ROUTES.reviewSignIn} replace />;
  return <SetPassword token={token} />;
}
