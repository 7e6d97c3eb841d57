/** The resubmission form's values for a rejected ad (product.md, Pages), and the PATCH body built from them:
 *  the whole ad with the changed banner, title, link, campaign tags and dates, status PENDING and the interface
 *  language. */
import {
  DURATION_OPTIONS,
  type Ad,
  type AdResubmissionForm,
  type DurationOption,
  type Language,
  type Plan,
  type UpdateAdRequest,
} from 'shared-contracts';
import { campaignValues } from './application-values';
import {
  Temporal,
  calculateEndDate,
  defaultStartDate,
  parseIsoDate,
  startDateWindow,
  toUtcIso,
  isAllowedStartDate,
} from 'shared-contracts/dates';

export type ResubmissionValues = {
  imageFile: File | null;
  title: string;
  linkUrl: string;
  campaignTags: boolean;
  campaignName: string;
  plan: Plan;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  duration: DurationOption;
  /** The language of the first banner and title; a resubmission may change it. */
  creativeLanguage: Language;
  /** The banner and title in the other language (decision 0117). */
  secondCreative: boolean;
  secondTitle: string;
  secondImageFile: File | null;
};

/** The ad's own start date when the picker can still offer it, otherwise the usual default of 7 days from today. */
function initialStartDate(ad: Ad, today: Temporal.PlainDate): string {
  const current = parseIsoDate(ad.startDate);
  const pickable =
    current !== null &&
    isAllowedStartDate(current, today, 'after-today') &&
    Temporal.PlainDate.compare(current, startDateWindow(today).earliestPickable) >= 0;
  return (pickable ? current : defaultStartDate(today)).toString();
}

export function initialResubmissionValues(ad: Ad, today: Temporal.PlainDate): ResubmissionValues {
  const duration = DURATION_OPTIONS.find((option) => option === String(ad.duration));
  return {
    imageFile: null,
    title: ad.title,
    linkUrl: ad.linkUrl,
    ...campaignValues(ad),
    plan: ad.plan,
    startDate: initialStartDate(ad, today),
    // A duration outside 1–12 cannot come from the API; the form would then report it rather than guess.
    duration: duration ?? (String(ad.duration) as DurationOption),
    creativeLanguage: ad.creativeLanguage ?? ad.language,
    secondCreative: Boolean(ad.secondCreative),
    secondTitle: ad.secondCreative?.title ?? '',
    secondImageFile: null,
  };
}

export function resubmissionRequest(
  ad: Ad,
  form: AdResubmissionForm,
  context: {
    imageUrl: string;
    language: Language;
    /** The new or kept banner in the other language; null when the form has none. */
    secondImageUrl: string | null;
  },
): UpdateAdRequest {
  const start = parseIsoDate(form.startDate);
  if (!start) throw new Error(`a validated start date cannot be unreadable: ${form.startDate}`);
  return {
    ...ad,
    title: form.title,
    linkUrl: form.linkUrl,
    campaignName: form.campaignName,
    imageUrl: context.imageUrl,
    startDate: toUtcIso(start),
    // Plan and duration are fixed after submission (product.md, Rules shown to advertisers): the ad's own values are
    // sent back unchanged.
    plan: ad.plan,
    duration: ad.duration,
    endDate: toUtcIso(calculateEndDate(start, ad.duration)),
    status: 'PENDING',
    language: context.language,
    creativeLanguage: form.creativeLanguage ?? ad.creativeLanguage ?? ad.language,
    secondCreative:
      form.secondCreative && context.secondImageUrl
        ? { title: form.secondTitle, imageUrl: context.secondImageUrl }
        : null,
  };
}
