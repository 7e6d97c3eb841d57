/** The confirmation before an action on an ad that cannot be undone (Delete, Request refund): Close or the danger
 *  action, with one paragraph saying plainly what follows. The dialog stays open, and Escape does nothing, while
 *  the request runs. */
import type { ReactNode } from 'react';
import { useShellServices } from 'shell-runtime';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

export type ConfirmAdDialogProps = {
  open: boolean;
  pending: boolean;
  title: ReactNode;
  /** The danger button's text, e.g. "Delete ad". */
  confirmLabel: ReactNode;
  /** What the action does, in one paragraph. */
  children: ReactNode;
  onClose: () => void;
  onConfirm: () => void;
};

export function ConfirmAdDialog({
  open,
  pending,
  title,
  confirmLabel,
  children,
  onClose,
  onConfirm,
}: ConfirmAdDialogProps) {
  const { language } = useShellServices();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      language={language.current}
      title={title}
      actions={
        <Button type="button" variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      <p>{children}</p>
    </Dialog>
  );
}
