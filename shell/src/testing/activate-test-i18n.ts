/** The shell's catalogues for tests: both languages loaded at once and the given one activated, synchronously, so a
 *  test renders in the language it names without waiting for the catalogue chunk the portal loads
 *  (i18n/activate-i18n.ts). */
import { i18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';

export function activateTestI18n(language: Language, instance: I18n = i18n): I18n {
  instance.load({ en, ja });
  instance.activate(language);
  return instance;
}
