/** Where shared-ui's components read their own Lingui messages (ui-messages.ts): one Lingui instance per language,
 *  loaded with shared-ui's compiled catalogue, picked by the interface language (the app's active locale, or a
 *  component's `language` prop). The library carries its catalogue with it, so its texts are right in the shell,
 *  the dev harness and every test without anyone loading them, and an app's catalogue never has to repeat them. */
import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';
import { useLanguage } from './use-language';

const INSTANCES: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  ja: setupI18n({ locale: 'ja', messages: { ja } }),
};

/** shared-ui's Lingui instance for `language`: `uiI18n('ja')._(uiMessages.close)`. */
export function uiI18n(language: Language): I18n {
  return INSTANCES[language];
}

/** The instance for the interface language; `language` overrides it, as the components' prop does. */
export function useUiI18n(language?: Language): I18n {
  return uiI18n(useLanguage(language));
}
