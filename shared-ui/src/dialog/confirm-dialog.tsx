/** The question before something that cannot be undone (deleting an ad, a refund, ending an ad, removing a member,
 *  leaving the account): the way out first and focused, then the danger button that says what it does. While the
 *  request runs (`sending`) the danger button shows a spinner, the way out is disabled, and Escape does nothing.
 *  The caller closes the dialog when the request is done. */
import type { ReactNode } from 'react';
import type { Language } from 'shared-contracts';
import { Button, uiMessages, useUiI18n } from 'shared-ui';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  /** Open unless false; a caller that renders it only when wanted leaves this out. */
  open?: boolean;
  title: ReactNode;
  /** The danger button's text, e.g. "Delete ad". */
  confirmLabel: ReactNode;
  /** The way out's text; Close in the dialog's language unless given ("Cancel", say). */
  cancelLabel?: ReactNode;
  /** What follows, said plainly. */
  children: ReactNode;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  language?: Language;
};

export function ConfirmDialog({
  open = true,
  title,
  confirmLabel,
  cancelLabel,
  children,
  sending,
  onClose,
  onConfirm,
  language,
}: ConfirmDialogProps) {
  const i18n = useUiI18n(language);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!sending}
      hideCloseButton
      language={language}
      title={title}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={sending} data-autofocus>
            {cancelLabel ?? i18n._(uiMessages.close)}
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm} loading={sending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
