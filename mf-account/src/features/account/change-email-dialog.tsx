/** The change-email dialog (product.md, Pages; Forms and their limits): the new address, checked on every change with
 *  ChangeEmailSchema (required, valid, lowercased). The current address stays until the link mailed to the new one is
 *  opened. */
import { useLingui } from '@lingui/react/macro';
import { type ChangeEmailInput } from 'shared-contracts';
import { ChangeEmailSchema } from 'shared-contracts/api';
import { Form, FormTextField, useValidateWith } from 'shared-ui/form';
import { FormDialog } from './form-dialog';
import { useChangeEmail } from './use-change-email';

export type ChangeEmailDialogProps = {
  onClose: () => void;
};

export function ChangeEmailDialog({ onClose }: ChangeEmailDialogProps) {
  const { t } = useLingui();
  const validate = useValidateWith<ChangeEmailInput>(ChangeEmailSchema);
  const changeEmail = useChangeEmail();

  async function onSubmit(values: ChangeEmailInput) {
    if (await changeEmail(values)) onClose();
  }

  return (
    <Form<ChangeEmailInput> onSubmit={onSubmit} validate={validate} initialValues={{ newEmail: '' }}>
      {({ handleSubmit, invalid, submitting }) => (
        <FormDialog
          title={t({ id: 'account.email-dialog.title', message: 'Change your email' })}
          onClose={onClose}
          onSubmit={handleSubmit}
          submitting={submitting}
          invalid={invalid}
        >
          <FormTextField
            name="newEmail"
            type="email"
            label={t({ id: 'account.email-dialog.label', message: 'New email' })}
            hint={t({
              id: 'account.email-dialog.hint',
              message:
                'We will send a verification link to this address. Your email changes once you open it.',
            })}
            autoComplete="email"
            inputMode="email"
          />
        </FormDialog>
      )}
    </Form>
  );
}
