/** The one way UI shows bilingual data of shared-contracts: texts kept as `{ en, ja }` because the API and the
 *  emails use them too (plan labels, country and region names, ad statuses, the API's messages). A component never
 *  indexes such a text by a language; it asks `useLocalizedText()` for the wording in the active Lingui locale.
 *  Code outside a component (a validator, a table column, the error-toast rule) that is handed a language uses
 *  `textIn`. Every other text is a Lingui message. */
import { useCallback } from 'react';
import type { Language, LocalizedText } from 'shared-contracts';
import { useLanguage } from './use-language';

export type TextPicker = (text: LocalizedText) => string;

/** The wording of `text` in `language`. */
export function textIn(text: LocalizedText, language: Language): string {
  return text[language];
}

/** `(text) => string` in the interface language (the active Lingui locale; `language` overrides it, as the
 *  components' prop does). */
export function useLocalizedText(language?: Language): TextPicker {
  const current = useLanguage(language);
  return useCallback((text) => textIn(text, current), [current]);
}
