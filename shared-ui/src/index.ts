/** The one production entry of shared-ui: theme tokens and the accessible primitives every remote and the shell
 *  use, as named re-exports. The dev harness has its own entry, `shared-ui/dev-harness`. */

// --- theme ---
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { ThemeProvider } from 'styled-components';

// --- texts: shared-ui's own Lingui messages, and the one reader of contract-level texts (decision 0023) ---
export { uiMessages } from './i18n/ui-messages';
export { uiI18n, useUiI18n } from './i18n/ui-i18n';
export { useLanguage, toLanguage } from './i18n/use-language';
export { useContractText } from './i18n/use-contract-text';
export { PhraseBreaks } from './phrase-breaks/phrase-breaks';
export type { ContractText } from './i18n/use-contract-text';

// --- data: SWR for reads, one mutation helper for writes, one rule for error toasts (decision 0021) ---
export { useApiRead } from './data/use-api-read';
export { useApiMutation } from './data/use-api-mutation';
export type { ApiMutation, ApiMutationOptions } from './data/use-api-mutation';
export { apiErrorText, isExplainedRefusal } from './data/api-error-text';

// --- primitives ---
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/button';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { TextField, TextAreaField } from './text-field/text-field';
export type { TextFieldProps, TextAreaFieldProps } from './text-field/text-field';
export { PasswordField } from './password-field/password-field';
export type { PasswordFieldProps } from './password-field/password-field';
export { PasswordChecklist } from './password-checklist/password-checklist';
export type { PasswordChecklistProps } from './password-checklist/password-checklist';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { Select } from './select/select';
export type { SelectProps, SelectOption } from './select/select';
export { RadioGroup } from './radio-group/radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group/radio-group';
export { DatePicker } from './date-picker/date-picker';
export type { DatePickerProps } from './date-picker/date-picker';
export { UploadField } from './upload-field/upload-field';
export type { UploadFieldProps, UploadPreview } from './upload-field/upload-field';
export { Table } from './table/table';
export type { TableProps } from './table/table';
export { StatusBadge } from './status-badge/status-badge';
export type { StatusBadgeProps } from './status-badge/status-badge';
export { FieldError } from './field-error/field-error';
export type { FieldErrorProps } from './field-error/field-error';
export { usePageTitle, pageTitle } from './page-title/use-page-title';
export { PageSection } from './page-section/page-section';
export type { PageSectionWidth } from './page-section/page-section';
export { UnpaidNotice } from './unpaid-notice/unpaid-notice';
export type { UnpaidNoticeProps } from './unpaid-notice/unpaid-notice';
export { FlexRow, HeaderRow, PlainList } from './layout/layout';
export type { SpaceKey } from './layout/layout';
export { StatePanel, LoadingPanel, LoadErrorPanel } from './load-state/load-state';
export type { StatePanelSize, LoadingPanelProps, LoadErrorPanelProps } from './load-state/load-state';

// --- bot check: sign-up's and the contact form's token, from the proof-of-work solver or reCAPTCHA v3 ---
export { solveProofOfWork, encodeSolution } from './bot-check/solve-proof-of-work';
export { useBotCheckChallenge } from './bot-check/use-bot-check-challenge';
export type { FetchBotCheckChallenge } from './bot-check/use-bot-check-challenge';
export { useBotCheckToken } from './bot-check/use-bot-check-token';
export type { BotCheckToken, BotCheckState, BotCheckStatus } from './bot-check/use-bot-check-token';
export { BotCheckNotice } from './bot-check/bot-check-notice';
export type { BotCheckNoticeProps } from './bot-check/bot-check-notice';

// --- forms: react-final-form is shared-ui's dependency, so remotes take it from here (one copy, one context) ---
export { validateWith, useValidateWith } from './form/validate-with';
export {
  FormTextField,
  FormTextAreaField,
  FormPasswordField,
  keepText,
  shownError,
} from './form/form-fields';
export { CountryRegionFields } from './form/country-region-fields';
export type { CountryRegionFieldsProps } from './form/country-region-fields';
export type { ErrorText } from './form/field-parts';
export { Form, Field, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export type { FieldRenderProps, FormRenderProps, FieldProps, FormProps } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
export type { FormApi, ValidationErrors, SubmissionErrors } from 'final-form';
export { saveFile } from './save-file/save-file';
