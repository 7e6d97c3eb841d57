/** A banner and a title per language (decision 0117): an ad has its primary creative (its title and banner) in one
 *  language, and may add a second in the other. Pure, so the API, the forms, the desk and the previews agree on
 *  which creative a visitor of a language sees. */
import type { Language } from './language';

/** The portal has two languages: the other one of `language`. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ja' : 'en';
}

/** One creative: the ad's title (internal, never shown to visitors) and its banner. */
export type Creative = { language: Language; title: string; imageUrl: string };

/** What a rejection is about: the English creative, the Japanese one, or both. */
export const REJECTED_CREATIVES = ['en', 'ja', 'both'] as const;
export type RejectedCreatives = (typeof REJECTED_CREATIVES)[number];

type WithCreatives = {
  title: string;
  imageUrl: string;
  creativeLanguage: Language;
  secondCreative: { title: string; imageUrl: string } | null;
};

/** The ad's creatives, the primary first. */
export function creativesOf(ad: WithCreatives): Creative[] {
  const primary: Creative = { language: ad.creativeLanguage, title: ad.title, imageUrl: ad.imageUrl };
  if (!ad.secondCreative) return [primary];
  return [primary, { language: otherLanguage(ad.creativeLanguage), ...ad.secondCreative }];
}

/** The creative a visitor of `language` sees: the one in that language when the ad has it, else the primary one
 *  (and the primary one when no language is asked for). */
export function creativeFor(ad: WithCreatives, language: Language | undefined): Creative {
  const creatives = creativesOf(ad);
  return creatives.find((creative) => creative.language === language) ?? (creatives[0] as Creative);
}
