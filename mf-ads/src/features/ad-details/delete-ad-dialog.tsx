/** The delete confirmation of SPEC §2: Close or Delete ad, saying plainly that there is no refund (SPEC §1) and
 *  that a replacement banner can be applied for instead. */
import { Trans } from '@lingui/react/macro';
import { useShellServices } from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';

export type DeleteAdDialogProps = {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function DeleteAdDialog({ open, pending, onClose, onConfirm }: DeleteAdDialogProps) {
  const { language } = useShellServices();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      language={language.current}
      title={<Trans id="ads.delete.title">Delete this ad?</Trans>}
      actions={
        <Button type="button" variant="danger" loading={pending} onClick={onConfirm}>
          <Trans id="ads.delete.confirm">Delete ad</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="ads.delete.no-refund">
          Deleting an ad cannot be undone and gives no refund, even if it has not finished running. You can
          apply for a new ad with a replacement banner at any time.
        </Trans>
      </p>
    </Dialog>
  );
}
