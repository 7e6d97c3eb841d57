/** Loads the shell's catalogue for the interface language into the shared Lingui instance and activates it before
 *  the first render (an I18nProvider renders nothing until a locale is active), and shared-ui's catalogue for the
 *  same language beside it (decision 0064). Each language's catalogue is a chunk of its own, so a visit downloads
 *  only the language it shows (a change of language reloads the page). Remotes add their catalogues later. */
import { i18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts';
import type { Catalogues } from 'shell-runtime';
import { loadUiCatalogue } from 'shared-ui';

const CATALOGUES: Catalogues = {
  en: () => import(/* webpackChunkName: "shell-messages-en" */ '../locales/en/messages'),
  ja: () => import(/* webpackChunkName: "shell-messages-ja" */ '../locales/ja/messages'),
};

export async function activateI18n(language: Language, instance: I18n = i18n): Promise<I18n> {
  const [{ messages }] = await Promise.all([CATALOGUES[language](), loadUiCatalogue(language)]);
  instance.load(language, messages);
  instance.activate(language);
  return instance;
}
