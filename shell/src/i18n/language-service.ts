/** Applies and changes the interface language: the `en`/`ja` class and `lang` on <html> (styles and fonts key
 *  off them), and a change that is stored and then reloads the page so every remote starts in the new language. */
import { LANGUAGES, STORAGE_KEYS, type Language } from 'shared-contracts';
import { type LanguageService } from 'shell-runtime';

export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  for (const other of LANGUAGES) root.classList.toggle(other, other === language);
  root.lang = language;
}

export type LanguageServiceOptions = {
  current: Language;
  storage: Pick<Storage, 'setItem'> | null;
  reload: () => void;
  root?: HTMLElement;
};

export function createLanguageService({
  current,
  storage,
  reload,
  root,
}: LanguageServiceOptions): LanguageService {
  return {
    current,
    change(language) {
      try {
        storage?.setItem(STORAGE_KEYS.language, language);
      } catch {
        // Storage blocked: the reload then falls back to the browser's language, which is all we can do.
      }
      applyDocumentLanguage(language, root);
      if (language !== current) reload();
    },
  };
}
