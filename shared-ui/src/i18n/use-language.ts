/** The interface language as shared-ui components see it: the locale of the Lingui instance the app activated.
 *  Outside an I18nProvider (a test, a plain page) it falls back to English instead of throwing. */
import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type { Language } from 'shared-contracts';

export function toLanguage(locale: string | undefined | null): Language {
  return locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** `override` wins, so a component can take the language as a prop. */
export function useLanguage(override?: Language): Language {
  const context = useContext(LinguiContext);
  return override ?? toLanguage(context?.i18n.locale);
}
