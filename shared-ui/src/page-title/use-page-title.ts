/** Sets document.title for a page ("Sign in | Advertiser portal"), so browser tabs, history and screen readers
 *  name the page; the previous title comes back when the page unmounts. */
import { useEffect } from 'react';
import type { Language } from 'shared-contracts';
import { uiI18n } from '../i18n/ui-i18n';
import { uiMessages } from '../i18n/ui-messages';
import { useLanguage } from '../i18n/use-language';

export function pageTitle(title: string, language: Language): string {
  const product = uiI18n(language)._(uiMessages.appTitle);
  return title ? `${title} | ${product}` : product;
}

export function usePageTitle(title: string, language?: Language): void {
  const current = useLanguage(language);
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title, current);
    return () => {
      document.title = previous;
    };
  }, [title, current]);
}
