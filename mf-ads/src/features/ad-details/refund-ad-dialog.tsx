/** The refund confirmation: Close or Request refund, saying plainly that the ad is closed for good (REFUNDED is
 *  a terminal status) and the whole payment goes back to the card. */
import { Trans } from '@lingui/react/macro';
import { useShellServices } from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';

export type RefundAdDialogProps = {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function RefundAdDialog({ open, pending, onClose, onConfirm }: RefundAdDialogProps) {
  const { language } = useShellServices();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      language={language.current}
      title={<Trans id="ads.refund.title">Request a refund for this ad?</Trans>}
      actions={
        <Button type="button" variant="danger" loading={pending} onClick={onConfirm}>
          <Trans id="ads.refund.confirm">Request refund</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="ads.refund.closes-ad">
          The ad will be closed and can no longer be resubmitted. The whole payment, tax included, goes back
          to the card you paid with.
        </Trans>
      </p>
    </Dialog>
  );
}
