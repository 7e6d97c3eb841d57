/** A question before something that cannot be undone (removing a member, revoking an invitation, leaving the
 *  account): Cancel has the focus, the danger button says what it does and shows a spinner while it is sent, and
 *  the dialog cannot be dismissed meanwhile. `onConfirm` resolves true when it is done (the dialog then closes). */
import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

export type ConfirmDialogProps = {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

export function ConfirmDialog({ title, confirmLabel, children, onConfirm, onClose }: ConfirmDialogProps) {
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    const done = await onConfirm();
    setSending(false);
    if (done) onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!sending}
      hideCloseButton
      title={title}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={sending} data-autofocus>
            <Trans id="account.dialog.cancel">Cancel</Trans>
          </Button>
          <Button type="button" variant="danger" onClick={() => void confirm()} loading={sending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
