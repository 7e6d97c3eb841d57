/** The frame every account dialog shares (product.md, Pages: Account): a modal with the form inside, Cancel and Save
 *  below. While the form is being sent it cannot be dismissed, Cancel is disabled and Save shows a spinner; Save stays
 *  disabled until the form is valid. */
import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/form';

export type FormDialogProps = {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitting: boolean | undefined;
  invalid: boolean | undefined;
  /** The submit button's text; Save unless it says more (Send invitation). */
  submitLabel?: string;
  children: ReactNode;
};

export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  invalid,
  submitLabel,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!submitting}
      hideCloseButton
      title={title}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
            <Trans id="account.dialog.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={invalid} loading={submitting}>
            {submitLabel ?? <Trans id="account.dialog.save">Save</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
