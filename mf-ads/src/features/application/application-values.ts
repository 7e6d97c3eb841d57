/** The application form's values (product.md, Forms and their limits), which optional fields it asks for (product.md,
 *  Forms and their limits: name and country only when the account lacks them), and the POST /ads body built from a
 *  valid form. */
import {
  DEFAULT_DURATION_MONTHS,
  DEFAULT_PLAN,
  type Ad,
  type AdApplicationForm,
  type Advertiser,
  type CreateAdRequest,
  type DurationOption,
  type Language,
  type Plan,
} from 'shared-contracts';
import { CANADA, campaignNameFromTitle, isCanadianRegion, isCountryCode } from 'shared-contracts/api';
import { Temporal, calculateEndDate, defaultStartDate, parseIsoDate, toUtcIso } from 'shared-contracts/dates';

export type ApplicationValues = {
  name: string;
  imageFile: File | null;
  title: string;
  linkUrl: string;
  plan: Plan;
  /** 'YYYY-MM-DD', as the date input reads and writes it. */
  startDate: string;
  duration: DurationOption;
  country: string;
  region: string;
  weeklyResults: boolean;
  /** Campaign tags on the link (product.md, Tracking links): off by default; the name follows the title until it is
   *  edited. */
  campaignTags: boolean;
  campaignName: string;
  /** The language of the first banner and title; the optional second creative is in the other one. */
  creativeLanguage: Language;
  /** The optional banner and title in the other language (decision 0117). */
  secondCreative: boolean;
  secondTitle: string;
  secondImageFile: File | null;
};

/** The earlier ad a "Run again" application repeats (product.md, Run again). */
export type RunAgainOf = Pick<
  Ad,
  | 'id'
  | 'title'
  | 'linkUrl'
  | 'plan'
  | 'duration'
  | 'imageUrl'
  | 'campaignName'
  | 'language'
  | 'creativeLanguage'
  | 'secondCreative'
>;

/** The language of the application's first banner and title: a run again keeps the earlier ad's, a new
 *  application takes the interface language. */
export function creativeLanguageOf(previous: RunAgainOf | undefined, interfaceLanguage: Language): Language {
  return previous ? (previous.creativeLanguage ?? previous.language) : interfaceLanguage;
}

export function needsName(advertiser: Advertiser): boolean {
  return !advertiser.name?.trim();
}

/**
 * The country fields are asked when the account has no usable country: none at all, an unknown code, or Canada
 * without a province (which the sales tax needs).
 */
export function needsCountry(advertiser: Advertiser): boolean {
  const { country, region } = advertiser;
  if (!country || !isCountryCode(country)) return true;
  return country === CANADA && !isCanadianRegion(region ?? '');
}

/** `interfaceLanguage`: the first banner and title's language until the advertiser names another. */
export function initialApplicationValues(
  advertiser: Advertiser,
  today: Temporal.PlainDate,
  interfaceLanguage: Language = 'en',
): ApplicationValues {
  return {
    name: advertiser.name ?? '',
    imageFile: null,
    title: '',
    linkUrl: '',
    plan: DEFAULT_PLAN,
    startDate: defaultStartDate(today).toString(),
    // Safe: DEFAULT_DURATION_MONTHS is 1, one of the select's options.
    duration: String(DEFAULT_DURATION_MONTHS) as DurationOption,
    // From the account's billing details, or empty: tax depends on it, so nobody is placed in a country unasked.
    country: advertiser.country && isCountryCode(advertiser.country) ? advertiser.country : '',
    // Asked afresh whenever the country is asked: a stored region without a usable country means nothing.
    region: needsCountry(advertiser) ? '' : (advertiser.region ?? ''),
    weeklyResults: false,
    campaignTags: false,
    campaignName: '',
    creativeLanguage: interfaceLanguage,
    secondCreative: false,
    secondTitle: '',
    secondImageFile: null,
  };
}

/** A run again starts pre-filled from the earlier ad: its title, link, campaign tags, plan and months, and the
 *  start date the run-again rules suggest. Its banner stands until another file is chosen. */
export function runAgainValues(
  advertiser: Advertiser,
  previous: RunAgainOf,
  startDate: Temporal.PlainDate,
  today: Temporal.PlainDate,
): ApplicationValues {
  return {
    ...initialApplicationValues(advertiser, today),
    title: previous.title,
    linkUrl: previous.linkUrl,
    ...campaignValues(previous),
    plan: previous.plan,
    startDate: startDate.toString(),
    // Safe: a stored ad's duration is one of DURATIONS, whose decimal forms are the select's options.
    duration: String(previous.duration) as DurationOption,
    creativeLanguage: creativeLanguageOf(previous, 'en'),
    // Both creatives run again: the second banner stands until another file is chosen.
    secondCreative: previous.secondCreative !== null,
    secondTitle: previous.secondCreative?.title ?? '',
  };
}

/** An ad's campaign tags as the form's two fields: its name when it has tags, else the title's suggestion, ready
 *  for when the box is ticked. */
export function campaignValues(ad: Pick<Ad, 'title' | 'campaignName'>): {
  campaignTags: boolean;
  campaignName: string;
} {
  return ad.campaignName !== null
    ? { campaignTags: true, campaignName: ad.campaignName }
    : { campaignTags: false, campaignName: campaignNameFromTitle(ad.title) };
}

/** The POST /ads body: dates as midnight UTC, the end date the start plus the months, status UNPAID. */
export function createAdRequest(
  form: AdApplicationForm,
  context: {
    advertiser: Advertiser;
    imageUrl: string;
    language: Language;
    creativeLanguage: Language;
    /** The uploaded (or kept) banner in the other language, when the form adds one. */
    secondImageUrl: string | null;
    previousAdId?: number;
  },
): CreateAdRequest {
  const start = parseIsoDate(form.startDate);
  if (!start) throw new Error(`a validated start date cannot be unreadable: ${form.startDate}`);
  return {
    name: needsName(context.advertiser) ? form.name : (context.advertiser.name ?? form.name),
    title: form.title,
    linkUrl: form.linkUrl,
    plan: form.plan,
    startDate: toUtcIso(start),
    duration: form.duration,
    country: form.country,
    region: form.region,
    language: context.language,
    imageUrl: context.imageUrl,
    endDate: toUtcIso(calculateEndDate(start, form.duration)),
    status: 'UNPAID',
    ...(context.previousAdId !== undefined ? { previousAdId: context.previousAdId } : {}),
    ...(form.weeklyResults ? { weeklyResults: true } : {}),
    campaignName: form.campaignName,
    creativeLanguage: context.creativeLanguage,
    ...(form.secondCreative && context.secondImageUrl
      ? { secondCreative: { title: form.secondTitle, imageUrl: context.secondImageUrl } }
      : {}),
  };
}
