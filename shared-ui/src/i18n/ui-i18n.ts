/** Where shared-ui's components read their own Lingui messages (ui-messages.ts): one Lingui instance per language,
 *  picked by the interface language (the app's active locale, or a component's `language` prop). Each language's
 *  compiled catalogue is a chunk (decision 0064): the shell loads the interface language's with its own
 *  catalogue, before the first render (`loadUiCatalogue`), so a visit downloads only the language it shows; a change
 *  of language reloads the page. The dev harness and the tests, which are not shipped, add both at once
 *  (`addUiCatalogue`). An app's catalogue never repeats these texts. */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from 'shared-contracts';
import type { Catalogues } from 'shell-runtime';
import { useLanguage } from './use-language';

// Named as the shell's catalogue chunks (shell/src/i18n/activate-i18n.ts), so the shell's build puts both
// catalogues of a language in one file: one request, compressed together.
const CATALOGUES: Catalogues = {
  en: () => import(/* webpackChunkName: "shell-messages-en" */ '../locales/en/messages'),
  ja: () => import(/* webpackChunkName: "shell-messages-ja" */ '../locales/ja/messages'),
};

const INSTANCES: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  ja: setupI18n({ locale: 'ja', messages: { ja: {} } }),
};

/** Adds shared-ui's compiled catalogue for `language`, already in hand (the dev harness, the tests). */
export function addUiCatalogue(language: Language, messages: Messages): void {
  INSTANCES[language].load(language, messages);
}

/** Fetches shared-ui's catalogue for `language` and adds it; the shell awaits this before its first render. */
export async function loadUiCatalogue(language: Language): Promise<void> {
  const { messages } = await CATALOGUES[language]();
  addUiCatalogue(language, messages);
}

/** shared-ui's Lingui instance for `language`: `uiI18n('ja')._(uiMessages.close)`. */
export function uiI18n(language: Language): I18n {
  return INSTANCES[language];
}

/** The instance for the interface language; `language` overrides it, as the components' prop does. */
export function useUiI18n(language?: Language): I18n {
  return uiI18n(useLanguage(language));
}
