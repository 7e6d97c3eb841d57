/** The ad application form (product.md, Pages; Forms and their limits), checked on every change: the applicant's name
 *  when the account has none, the banner, title, link, plan, start date, duration, and country with a region for
 *  Canada. */
import * as v from 'valibot';
import { AD_TITLE_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits';
import { CANADA, isCanadianRegion, isCountryCode } from '../country-codes';
import { DurationChoiceSchema, ImageFileSchema, PlanChoiceSchema } from './ad-fields';
import { campaignNameCheck, campaignFormEntries, campaignNameOf } from './campaign-name';
import { linkUrlSchema, requiredTextSchema } from './fields';
import { messageRef } from './issues';
import { secondCreativeEntries, withSecondCreativeChecks } from './second-creative';

const countryRequired = messageRef('validation.required-select', { field: 'field.country' });

function nameSchema(required: boolean) {
  // The name field is shown only when the account has no name yet; otherwise whatever it holds is not checked.
  if (!required) return v.optional(v.string(), '');
  return v.optional(requiredTextSchema('field.full-name', NAME_MAX_LENGTH), '');
}

export type AdApplicationFormOptions = {
  /** True when the signed-in advertiser has no name on record, so the form asks for it. */
  nameRequired: boolean;
  /** The start date's rule, calendar arithmetic from `shared-contracts/dates` (decision 0123):
   *  `startDateSchema('from-today')`, or for a run again `runAgainStartDateSchema(window)` with the earlier ad's
   *  window. */
  startDate: v.GenericSchema<string, string>;
  /** "Run again" (product.md, Run again): the earlier ad's banner stands unless another file is chosen. */
  runAgain?: boolean;
  /** A run again of an ad with a creative in the other language: its banner stands unless another is chosen. */
  hasSecondBanner?: boolean;
};

export function createAdApplicationFormSchema({
  nameRequired,
  startDate,
  runAgain = false,
  hasSecondBanner = false,
}: AdApplicationFormOptions) {
  return v.pipe(
    withSecondCreativeChecks(
      v.object({
        name: nameSchema(nameRequired),
        imageFile: runAgain ? v.nullable(ImageFileSchema) : ImageFileSchema,
        title: requiredTextSchema('field.ad-title', AD_TITLE_MAX_LENGTH),
        linkUrl: linkUrlSchema(),
        /** Campaign tags on the click redirect (product.md, Tracking links), and their campaign name. */
        ...campaignFormEntries,
        plan: PlanChoiceSchema,
        startDate,
        duration: DurationChoiceSchema,
        country: v.pipe(
          v.string(countryRequired),
          v.nonEmpty(countryRequired),
          v.check(isCountryCode, messageRef('validation.country')),
        ),
        // The form keeps '' for "no region".
        region: v.optional(v.string(), ''),
        /** The last step's "Email me my ads' results every week". */
        weeklyResults: v.optional(v.boolean(), false),
        ...secondCreativeEntries,
      }),
      hasSecondBanner,
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['region']],
        (input) => input.country !== CANADA || input.region !== '',
        messageRef('validation.region-required'),
      ),
      ['region'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['region']],
        (input) => input.country !== CANADA || input.region === '' || isCanadianRegion(input.region),
        messageRef('validation.region'),
      ),
      ['region'],
    ),
    campaignNameCheck(),
    // A region outside Canada means nothing (and would change the sales tax), so it is dropped. The campaign fields
    // become the name the API stores, or null without tags.
    v.transform(({ campaignTags, campaignName, ...input }) => ({
      ...input,
      region: input.country === CANADA ? input.region : null,
      campaignName: campaignNameOf({ campaignTags, campaignName }),
    })),
  );
}

type AdApplicationFormSchema = ReturnType<typeof createAdApplicationFormSchema>;
export type AdApplicationFormInput = v.InferInput<AdApplicationFormSchema>;
export type AdApplicationForm = v.InferOutput<AdApplicationFormSchema>;
