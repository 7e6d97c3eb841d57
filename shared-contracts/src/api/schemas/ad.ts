/** The ad as the API sends it, and the bodies of the /ads calls of the endpoint table. Requests repeat the form rules
 *  (title, link, plan, duration, country and region, start-date window) because the server never trusts the
 *  client; dates travel as ISO instants in UTC. */
import * as v from 'valibot';
import { REJECTED_CREATIVES } from '../../creatives';
import { LanguageSchema } from '../../language';
import { AD_TITLE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../limits';
import { DURATIONS, PLANS } from '../../plans';
import { AD_STATUSES } from '../../ad-status';
import { CANADA, isCanadianRegion, isCountryCode } from '../../country-codes';
import { isWebUrl, linkUrlSchema, requiredTextSchema } from '../../validation/fields';
import { messageRef } from '../../validation/issues';
import { CAMPAIGN_NAME_MAX_LENGTH, UTM_MEDIUM, UTM_SOURCE } from '../../campaign-tags';
import { CampaignNameSchema } from '../../validation/campaign-name';
import { IdSchema, IsoTimestampSchema } from './common';

export const AdStatusSchema = v.picklist(AD_STATUSES);
export const PlanSchema = v.picklist(PLANS, messageRef('validation.select-a-plan'));
export const DurationSchema = v.picklist(DURATIONS, messageRef('validation.duration'));

/**
 * Where the banner lives: an absolute http(s) address (S3 or the public data host) or, with the embedded file
 * store, a path on the portal's own origin ('/api/files/…'). Protocol-relative '//host' is not a path.
 */
export function isImageUrl(value: string): boolean {
  return isWebUrl(value) || (value.startsWith('/') && !value.startsWith('//'));
}
export const ImageUrlSchema = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.check(isImageUrl, messageRef('validation.url')),
);

/** The creative in the other language than the primary one (decision 0117): its title and banner. */
export const SecondCreativeSchema = v.object({ title: v.string(), imageUrl: v.string() });
export type SecondCreative = v.InferOutput<typeof SecondCreativeSchema>;

/** Which creative a rejection is about. */
export const RejectedCreativesSchema = v.picklist(REJECTED_CREATIVES);

/** What an application or a resubmission sends for the second creative: a title and an uploaded banner, checked
 *  like the primary ones. */
export const SecondCreativeRequestSchema = v.object({
  title: requiredTextSchema('field.ad-title', AD_TITLE_MAX_LENGTH),
  imageUrl: ImageUrlSchema,
});

export const AdSchema = v.object({
  id: IdSchema,
  title: v.string(),
  linkUrl: v.string(),
  imageUrl: v.string(),
  plan: v.picklist(PLANS),
  status: AdStatusSchema,
  clicks: v.number(),
  impressions: v.number(),
  startDate: IsoTimestampSchema,
  endDate: IsoTimestampSchema,
  duration: v.number(),
  /** The interface language at submission: mails about this ad are written in it. */
  language: LanguageSchema,
  name: v.nullable(v.string()),
  country: v.nullable(v.string()),
  region: v.nullable(v.string()),
  /** The operator's reason, shown with a rejected ad; null otherwise. */
  rejectionReason: v.nullable(v.string()),
  /** The language of the reason when it is not the ad's own; null otherwise. */
  rejectionReasonLanguage: v.optional(v.nullable(LanguageSchema), null),
  /** When the ad last entered review (its payment or its resubmission); null when it never did or is undated. */
  reviewRequestedAt: v.optional(v.nullable(IsoTimestampSchema), null),
  /** Campaign tags on the click redirect: the utm_campaign value, null when the ad has none (and absent from an
   *  older API). */
  campaignName: v.optional(v.nullable(v.string()), null),
  /** The language of the primary creative (`title`, `imageUrl`); absent from an older API: the ad's language. */
  creativeLanguage: v.optional(LanguageSchema),
  /** The creative in the other language, when the ad has one (absent from an older API: none). */
  secondCreative: v.optional(v.nullable(SecondCreativeSchema), null),
  /** Which creative the rejection is about, for a rejected ad; null otherwise, and for older rejections. */
  rejectedCreatives: v.optional(v.nullable(RejectedCreativesSchema), null),
  /** The member who applied for the ad (decision 0121): a manager pays only for their own (`canPayFor`). Null for
   *  ads of a member who has since left, and absent from an older API. */
  appliedBy: v.optional(v.nullable(v.object({ id: v.number(), name: v.nullable(v.string()) })), null),
  createdAt: IsoTimestampSchema,
});
export type Ad = v.InferOutput<typeof AdSchema>;

/** GET /ads/advertiser (signed in): the advertiser's own ads, newest first. */
export const AdListSchema = v.array(AdSchema);
export type AdList = v.InferOutput<typeof AdListSchema>;

/** GET /ads/{id}?status=…: the optional filter answers 404 unless the ad has that status (resubmission asks for
 *  REJECTED, so a stale link to an ad already back in review lands on the not-found page). */
export const AdQuerySchema = v.object({ status: v.optional(AdStatusSchema) });
export type AdQuery = v.InferOutput<typeof AdQuerySchema>;

type DatedInput = { startDate: string; endDate: string; duration: number; previousAdId?: number | undefined };

/** The calendar rules of POST /ads, which need calendar arithmetic: `adRequestCalendar` of `shared-contracts/dates`
 *  (decision 0123). The API passes them in; the endpoint table's schema, which browsers load with every call and
 *  never check a request with, goes without them, so temporal-polyfill stays off the pages that only call the API. */
export type AdRequestCalendar = {
  /** The application's start-date window; a run again may start later (after its earlier run), up to
   *  RUN_AGAIN_LATEST_MONTHS, and the API then checks it against that ad (run-again.ts). */
  startDateAllowed: (startDate: string, runAgain: boolean) => boolean;
  /** The end date is the start date plus the duration. */
  endDateMatches: (input: DatedInput) => boolean;
};

/** Campaign tags (product.md, Tracking links), as the request carries them. */
function campaignNameSchema() {
  return v.pipe(
    CampaignNameSchema,
    v.description(
      `Campaign tags: the click redirect then adds utm_source=${UTM_SOURCE}, utm_medium=${UTM_MEDIUM} and ` +
        'utm_campaign=<this> to the link (replacing those three if the link has them; nothing about the visitor). ' +
        `Null or absent: no tags. Letters and digits of any script, "-", "_" and "."; at most ${CAMPAIGN_NAME_MAX_LENGTH} characters.`,
    ),
  );
}

const countryRequired = messageRef('validation.required-select', { field: 'field.country' });

/**
 * POST /ads (signed in) → Ad with its id (product.md, Forms and their limits: the order of sending). The image is
 * uploaded first; the ad is created UNPAID and only the payment moves it on. The end date must be the start date plus
 * the duration, so what the advertiser saw is what is stored.
 */
export function createAdRequestSchema(calendar?: AdRequestCalendar) {
  return v.pipe(
    v.object({
      name: requiredTextSchema('field.full-name', NAME_MAX_LENGTH),
      title: requiredTextSchema('field.ad-title', AD_TITLE_MAX_LENGTH),
      linkUrl: linkUrlSchema(),
      plan: PlanSchema,
      startDate: IsoTimestampSchema,
      duration: DurationSchema,
      country: v.pipe(v.string(countryRequired), v.check(isCountryCode, messageRef('validation.country'))),
      region: v.nullable(v.string()),
      language: LanguageSchema,
      imageUrl: ImageUrlSchema,
      endDate: IsoTimestampSchema,
      status: v.literal('UNPAID'),
      /** "Run again": the advertiser's earlier ad this application repeats (ACTIVE, PAUSED or ENDED). */
      previousAdId: v.optional(IdSchema),
      /** Ticked on the application's last step: turns the account's weekly results mail on. */
      weeklyResults: v.optional(v.boolean()),
      campaignName: v.optional(v.nullable(campaignNameSchema())),
      /** The language of the title and banner above; absent: the interface language (`language`). */
      creativeLanguage: v.optional(LanguageSchema),
      /** An optional title and banner in the other language (decision 0117). */
      secondCreative: v.optional(v.nullable(SecondCreativeRequestSchema)),
    }),
    v.forward(
      v.partialCheck(
        [['startDate'], ['previousAdId']],
        (input) => !calendar || calendar.startDateAllowed(input.startDate, input.previousAdId !== undefined),
        messageRef('validation.start-date-window'),
      ),
      ['startDate'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['region']],
        (input) => input.country !== CANADA || (input.region !== null && isCanadianRegion(input.region)),
        messageRef('validation.region-required'),
      ),
      ['region'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate'], ['duration']],
        (input) => !calendar || calendar.endDateMatches(input),
        messageRef('validation.date'),
      ),
      ['endDate'],
    ),
    // A region outside Canada would change nothing but the sales tax, so it is not kept.
    v.transform((input) => ({ ...input, region: input.country === CANADA ? input.region : null })),
  );
}
/** The endpoint table's POST /ads body: every rule but the calendar ones, which the API adds. */
export const CreateAdRequestSchema = createAdRequestSchema();
export type CreateAdRequest = v.InferInput<typeof CreateAdRequestSchema>;
export type CreateAd = v.InferOutput<typeof CreateAdRequestSchema>;

/**
 * PATCH /ads/{id} (signed in) → Ad. The client sends the whole ad (the endpoint table) with the new status: PAUSED or
 * ACTIVE to pause and resume, PENDING to resubmit with a changed title, link, campaign tags, image, start and end
 * date and language. Every other field of the ad is accepted and dropped; the server checks the move with
 * canTransition(…, 'advertiser') and recomputes the end date from the stored duration. Plan and duration are
 * read so a changed value can be refused (they are fixed after submission), never written.
 */
export const UpdateAdRequestSchema = v.object({
  status: AdStatusSchema,
  title: v.optional(requiredTextSchema('field.ad-title', AD_TITLE_MAX_LENGTH)),
  linkUrl: v.optional(linkUrlSchema()),
  imageUrl: v.optional(ImageUrlSchema),
  startDate: v.optional(IsoTimestampSchema),
  endDate: v.optional(IsoTimestampSchema),
  language: v.optional(LanguageSchema),
  plan: v.optional(v.picklist(PLANS)),
  duration: v.optional(v.number()),
  /** A resubmission may change the campaign tags; absent keeps them. */
  campaignName: v.optional(v.nullable(campaignNameSchema())),
  /** A resubmission's creatives: the primary one's language, and the second creative (null removes it; absent
   *  keeps it). */
  creativeLanguage: v.optional(LanguageSchema),
  secondCreative: v.optional(v.nullable(SecondCreativeRequestSchema)),
});
export type UpdateAdRequest = v.InferInput<typeof UpdateAdRequestSchema>;
export type UpdateAd = v.InferOutput<typeof UpdateAdRequestSchema>;

/** DELETE /ads/{id} (signed in) → MessageResponse; no refund (product.md, Rules shown to advertisers). */
