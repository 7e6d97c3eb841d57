/** The root production entry of shared-ui: what the shell's layout and the home page use (theme, texts, buttons,
 *  layout, load states, page titles) and the light primitives the remotes share, as named re-exports. The heavy
 *  parts are sub-path entries, each a shared singleton of its own loaded with the first page that imports it
 *  (decision 0044): `shared-ui/form` (forms, fields and the dialog), `shared-ui/calls` (writes and contract texts,
 *  decision 0071), `shared-ui/data` (SWR reads), `shared-ui/pickers` (date picker, upload field) and
 *  `shared-ui/bot-check`; `shared-ui/card-page`, `shared-ui/venue-scene` and `shared-ui/creative-switch` are bundled by the remotes that use them. Every sub-entry imports what
 *  it needs of this entry by the package name, so it consumes the one shared copy.
 *  The dev harness has its own entry, `shared-ui/dev-harness`. */

// --- theme ---
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { ThemeProvider } from 'styled-components';

// --- texts: shared-ui's own Lingui messages; bilingual data of shared-contracts (plan labels, country names …)
// through useLocalizedText / textIn (decision 0119); the one reader of contract-level messages, useContractText
// (decision 0023), is on the `shared-ui/calls` entry (decisions 0062, 0071) ---
export { uiMessages } from './i18n/ui-messages';
export { uiI18n, useUiI18n, loadUiCatalogue } from './i18n/ui-i18n';
export { useLanguage, toLanguage } from './i18n/use-language';
export { textIn, useLocalizedText } from './i18n/localized-text';
export type { TextPicker } from './i18n/localized-text';
export { PhraseBreaks } from './phrase-breaks/phrase-breaks';

// --- primitives ---
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/button';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { Select } from './select/select';
export type { SelectProps, SelectOption } from './select/select';
export { LanguagePicker } from './select/language-picker';
export type { LanguagePickerProps } from './select/language-picker';
export { FieldError } from './field-error/field-error';
export type { FieldErrorProps } from './field-error/field-error';
// The parts every labelled control shares, so the fields of the sub-path entries look and describe errors alike.
export {
  FieldWrapper,
  Label as FieldLabel,
  Hint as FieldHint,
  controlStyle,
  describedBy,
  hasError,
} from './form/field-parts';
export type { ErrorText } from './form/field-parts';
export { usePageTitle, pageTitle } from './page-title/use-page-title';
export { PageSection } from './page-section/page-section';
export type { PageSectionWidth } from './page-section/page-section';
export { FlexRow, HeaderRow, PlainList } from './layout/layout';
export type { SpaceKey } from './layout/layout';
export { StatePanel, LoadingPanel, LoadErrorPanel } from './load-state/load-state';
export type { StatePanelSize, LoadingPanelProps, LoadErrorPanelProps } from './load-state/load-state';
