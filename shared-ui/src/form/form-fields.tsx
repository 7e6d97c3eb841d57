/** Text fields bound by name to the enclosing react-final-form Form, so every remote's forms behave alike: an
 *  emptied input stays '' (the shared schemas then say "Please enter your …" rather than a generic message), a
 *  field's message shows once it was changed or left (product.md, Forms and their limits), and the field is read-only
 *  while the form is being sent. Forms with another rule use Field with keepText and their own condition. */
import { Field, type FieldRenderProps } from 'react-final-form';
import { PasswordField, type PasswordFieldProps } from '../password-field/password-field';
import {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '../text-field/text-field';
import type { ErrorText } from 'shared-ui';

/** final-form turns an emptied input into undefined; `parse={keepText}` keeps ''. */
export function keepText(value: string): string {
  return value;
}

/** The field's message once the person has changed it or left it, otherwise nothing. */
export function shownError(meta: FieldRenderProps<string>['meta']): ErrorText {
  const error: unknown = meta.error;
  return (meta.touched === true || meta.modified === true) && typeof error === 'string' ? error : undefined;
}

/** What the form supplies: the name binds the rest. */
type Bound<Props> = Omit<
  Props,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'readOnly'
> & {
  name: string;
};

export function FormTextField({ name, ...props }: Bound<TextFieldProps>) {
  return (
    <Field<string> name={name} parse={keepText}>
      {({ input, meta }) => (
        <TextField {...input} {...props} readOnly={meta.submitting} error={shownError(meta)} />
      )}
    </Field>
  );
}

export function FormTextAreaField({ name, ...props }: Bound<TextAreaFieldProps>) {
  return (
    <Field<string> name={name} parse={keepText}>
      {({ input, meta }) => (
        <TextAreaField {...input} {...props} readOnly={meta.submitting} error={shownError(meta)} />
      )}
    </Field>
  );
}

export function FormPasswordField({ name, ...props }: Bound<PasswordFieldProps>) {
  return (
    <Field<string> name={name} parse={keepText}>
      {({ input, meta }) => (
        <PasswordField {...input} {...props} readOnly={meta.submitting} error={shownError(meta)} />
      )}
    </Field>
  );
}
