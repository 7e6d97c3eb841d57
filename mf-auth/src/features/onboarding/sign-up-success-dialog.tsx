/** The sign-up success dialog (product.md, Pages): the email is confirmed, the advertiser is signed in,
 *  and the one next step is the dashboard. */
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

export type SignUpSuccessDialogProps = {
  open: boolean;
  onClose(): void;
};

export function SignUpSuccessDialog({ open, onClose }: SignUpSuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="auth.onboarding.dialog-title">Sign-up complete</Trans>}
      actions={
        <Button as={Link} to={ROUTES.dashboard} data-autofocus>
          <Trans id="auth.common.go-dashboard">Go to dashboard</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="auth.onboarding.dialog-body">
          Welcome! Your email has been confirmed and your account is ready. Go to your dashboard to apply for
          your first ad.
        </Trans>
      </p>
    </Dialog>
  );
}
