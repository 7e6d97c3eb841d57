/** /signup/onboarding/verified (product.md, Pages): the sign-up link was used before, so the email is already
 *  confirmed; the way on is to sign in. */
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button, usePageTitle } from 'shared-ui';
import { Actions, AuthCard, Lead } from '../../common/auth-card';

export function OnboardingVerifiedPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.verified.page-title', message: 'Link already used' }));
  return (
    <AuthCard title={<Trans id="auth.verified.heading">This link has already been used</Trans>}>
      <Lead>
        <Trans id="auth.verified.body">
          Your email address is already confirmed. Please sign in to continue.
        </Trans>
      </Lead>
      <Actions>
        <Button as={Link} to={ROUTES.signIn}>
          <Trans id="auth.verified.sign-in">Sign in</Trans>
        </Button>
      </Actions>
    </AuthCard>
  );
}
