/** Loads the shell's own catalogues into the shared Lingui instance and activates the language before the first
 *  render (an I18nProvider renders nothing until a locale is active). Remotes add their catalogues later. */
import { i18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export function activateI18n(language: Language, instance: I18n = i18n): I18n {
  instance.load({ en, ja });
  instance.activate(language);
  return instance;
}
