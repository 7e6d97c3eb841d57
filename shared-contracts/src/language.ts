/** The portal's two languages and text written in both: the base of shared-contracts. Everything else (plans,
 *  countries, messages, validation, the API's wire shapes) builds on these, so this module imports nothing of the
 *  package and no module has to reach up into `api/` for them (decision 0028). */
import * as v from 'valibot';

export type Language = 'en' | 'ja';
export const LANGUAGES = ['en', 'ja'] as const satisfies readonly Language[];

export type LocalizedText = { en: string; ja: string };

export const LanguageSchema = v.picklist(LANGUAGES);

export const LocalizedTextSchema = v.object({ en: v.string(), ja: v.string() });
