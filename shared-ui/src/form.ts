/** The `shared-ui/form` entry (decision 0044): react-final-form and final-form, the valibot adapter, the fields bound
 *  to a form, the controls only forms use, and the dialog (the portal's dialogs hold forms or confirm what a form
 *  did). A shared singleton of its own, loaded with the first page that has a form or a dialog, so the home page and
 *  the shell's start never carry final-form. react-final-form is shared-ui's dependency,
 *  so remotes take it from here (one copy, one context). What it needs of the root entry it imports as `shared-ui`. */
export { validateWith, useValidateWith } from './form/validate-with';
export {
  FormTextField,
  FormTextAreaField,
  FormPasswordField,
  keepText,
  shownError,
} from './form/form-fields';
export { FormSubmitError } from './form/form-alert';
export { TextField, TextAreaField } from './text-field/text-field';
export type { TextFieldProps, TextAreaFieldProps } from './text-field/text-field';
export { PasswordField } from './password-field/password-field';
export type { PasswordFieldProps } from './password-field/password-field';
export { PasswordChecklist } from './password-checklist/password-checklist';
export type { PasswordChecklistProps } from './password-checklist/password-checklist';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { ConfirmDialog } from './dialog/confirm-dialog';
export type { ConfirmDialogProps } from './dialog/confirm-dialog';
export { CheckRow } from './check-row/check-row';
export type { CheckRowProps } from './check-row/check-row';
export { CheckRowField } from './check-row/check-row-field';
export type { CheckRowFieldProps } from './check-row/check-row-field';
export { RadioGroup } from './radio-group/radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group/radio-group';
export { Form, Field, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export type { FieldRenderProps, FormRenderProps, FieldProps, FormProps } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
export type { FormApi, ValidationErrors, SubmissionErrors } from 'final-form';
