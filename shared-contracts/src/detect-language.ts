/** Picks the interface language (docs/product.md, Languages): the stored choice first, then the browser's preferred
 *  languages, with English as the fallback. The one definition: the shell starts in it, the dev harness uses it, and
 *  the prerendered pages' inline picker (tooling/prerender.mjs) is held to it by prerender.test.mjs. Pure, so the
 *  order can be tested without a browser. */
import { LANGUAGES, type Language } from './language';
import { STORAGE_KEYS } from './storage-keys';

export type LanguageSources = {
  storage: Pick<Storage, 'getItem'> | null;
  /** navigator.languages (most preferred first), or [navigator.language] where the list is missing. */
  browserLanguages: readonly string[];
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(storage: LanguageSources['storage']): Language | null {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings); the browser's languages still decide.
    return null;
  }
}

/** The first browser language we offer wins, so ['fr', 'ja'] gives Japanese and ['en-GB', 'ja'] English. */
function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('ja')) return 'ja';
    if (lower.startsWith('en')) return 'en';
  }
  return null;
}

export function detectLanguage({ storage, browserLanguages }: LanguageSources): Language {
  return readStoredLanguage(storage) ?? browserLanguage(browserLanguages) ?? 'en';
}

/** The browser's own sources, read once at start-up. */
export function browserLanguageSources(): LanguageSources & { storage: Storage | null } {
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the browser's languages still decide.
    storage = null;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { storage, browserLanguages: languages };
}
