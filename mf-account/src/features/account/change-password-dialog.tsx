/** The change-password dialog (product.md, Pages; Forms and their limits): current, new and confirm password, each with
 *  a Show toggle, and the live rule checklist. The checklist shows the special-character item too: the rule applies to
 *  a new password, so hiding it left Save disabled for no visible reason. Save stays disabled until
 *  ChangePasswordSchema passes and the confirmation matches. */
import { useCallback, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type ChangePasswordInput } from 'shared-contracts';
import { ChangePasswordSchema } from 'shared-contracts/api';
import { useContractText } from 'shared-ui/calls';
import {
  Field,
  Form,
  keepText,
  PasswordChecklist,
  PasswordField,
  useValidateWith,
  type ValidationErrors,
} from 'shared-ui/form';
import { FormDialog } from './form-dialog';
import { useChangePassword } from './use-change-password';

type PasswordFormValues = ChangePasswordInput & { confirmPassword: string };

const INITIAL_VALUES: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The shared schema checks the current and new password; the confirmation only has to repeat the new one. */
function usePasswordFormValidation(): (values: PasswordFormValues) => ValidationErrors {
  const validateSchema = useValidateWith<PasswordFormValues>(ChangePasswordSchema);
  const text = useContractText();
  return useCallback(
    (values) => {
      const errors: Record<string, string> = { ...validateSchema(values) };
      const confirm = values.confirmPassword ?? '';
      if (confirm === '') {
        errors.confirmPassword = text('validation.required-enter', { field: 'field.confirm-password' });
      } else if (confirm !== values.newPassword) {
        errors.confirmPassword = text('validation.match', {
          a: 'field.new-password',
          b: 'field.confirm-password',
        });
      }
      return Object.keys(errors).length > 0 ? errors : undefined;
    },
    [validateSchema, text],
  );
}

export type ChangePasswordDialogProps = {
  onClose: () => void;
};

export function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const checklistId = useId();
  const validate = usePasswordFormValidation();
  const changePassword = useChangePassword();

  async function onSubmit({ currentPassword, newPassword }: PasswordFormValues) {
    if (await changePassword({ currentPassword, newPassword })) onClose();
  }

  return (
    <Form<PasswordFormValues> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
      {({ handleSubmit, invalid, submitting }) => (
        <FormDialog
          title={t({ id: 'account.password-dialog.title', message: 'Change your password' })}
          onClose={onClose}
          onSubmit={handleSubmit}
          submitting={submitting}
          invalid={invalid}
        >
          <Field<string> name="currentPassword" parse={keepText}>
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label={t({ id: 'account.password-dialog.current', message: 'Current password' })}
                autoComplete="current-password"
                readOnly={submitting}
                error={meta.touched && meta.error}
              />
            )}
          </Field>
          <Field<string> name="newPassword" parse={keepText}>
            {({ input, meta }) => (
              <>
                <PasswordField
                  {...input}
                  label={t({ id: 'account.password-dialog.new', message: 'New password' })}
                  autoComplete="new-password"
                  readOnly={submitting}
                  aria-describedby={checklistId}
                  error={meta.touched && meta.error}
                />
                <PasswordChecklist id={checklistId} password={input.value} />
              </>
            )}
          </Field>
          <Field<string> name="confirmPassword" parse={keepText}>
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label={t({ id: 'account.password-dialog.confirm', message: 'Confirm new password' })}
                autoComplete="new-password"
                readOnly={submitting}
                error={(meta.touched || (meta.modified && input.value.length > 0)) && meta.error}
              />
            )}
          </Field>
        </FormDialog>
      )}
    </Form>
  );
}
