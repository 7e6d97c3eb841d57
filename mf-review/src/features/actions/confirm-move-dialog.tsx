/** Ending a running ad and refunding a rejected one cannot be undone, so each asks once: a dialog naming the ad
 *  and what happens, Cancel, and the move's button, busy while sending. */
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

export type ConfirmMoveDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ConfirmMoveDialog({
  title,
  text,
  confirmLabel,
  sending,
  onClose,
  onConfirm,
}: ConfirmMoveDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!sending}
      hideCloseButton
      title={title}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={sending}>
            <Trans id="review.dialog.cancel">Cancel</Trans>
          </Button>
          <Button type="button" variant="danger" loading={sending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
