/** The fields the auth forms share, on react-final-form through shared-ui (decision 0022): the email field and a
 *  password field with its Show toggle and, for a new password, the live rule checklist. A field's message shows
 *  once the person has changed it or left it (product.md, Forms and their limits), in every auth form alike. */
import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Field, PasswordChecklist, PasswordField, TextField, keepText, shownError } from 'shared-ui/form';

export function EmailField() {
  return (
    <Field<string> name="email" parse={keepText}>
      {({ input, meta }) => (
        <TextField
          {...input}
          label={<Trans id="auth.field.email">Email</Trans>}
          type="email"
          autoComplete="email"
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}

export type PasswordInputProps = {
  name: string;
  label: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the password rules under the field, ticked as they are met (for a new password). */
  withChecklist?: boolean;
};

export function PasswordInput({ name, label, autoComplete, withChecklist = false }: PasswordInputProps) {
  const checklistId = useId();
  return (
    <Field<string> name={name} parse={keepText}>
      {({ input, meta }) => (
        <>
          <PasswordField
            {...input}
            label={label}
            autoComplete={autoComplete}
            aria-describedby={withChecklist ? checklistId : undefined}
            error={shownError(meta)}
          />
          {withChecklist && <PasswordChecklist id={checklistId} password={input.value} />}
        </>
      )}
    </Field>
  );
}
