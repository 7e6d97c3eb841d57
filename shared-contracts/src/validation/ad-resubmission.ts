/** The resubmission form for a rejected ad (product.md, Pages; Forms and their limits): a new banner is optional, title
 *  and link are required, and the start date must fall after today. Plan and duration are read-only but still sent, so
 *  they are kept. */
import * as v from 'valibot';
import { AD_TITLE_MAX_LENGTH } from '../limits';
import { DurationChoiceSchema, ImageFileSchema, PlanChoiceSchema } from './ad-fields';
import { campaignNameCheck, campaignFormEntries, campaignNameOf } from './campaign-name';
import { linkUrlSchema, requiredTextSchema } from './fields';
import { secondCreativeEntries, withSecondCreativeChecks } from './second-creative';

/** `hasSecondBanner`: the ad has a creative in the other language, whose banner stands unless another is chosen.
 *  `startDate`: `startDateSchema('after-today')` from `shared-contracts/dates`, calendar arithmetic (decision 0123). */
export function createAdResubmissionFormSchema(
  hasSecondBanner: boolean,
  startDate: v.GenericSchema<string, string>,
) {
  return v.pipe(
    withSecondCreativeChecks(
      v.object({
        // Without a new file the ad keeps its current image.
        imageFile: v.nullish(ImageFileSchema),
        title: requiredTextSchema('field.ad-title', AD_TITLE_MAX_LENGTH),
        linkUrl: linkUrlSchema(),
        /** Campaign tags (product.md, Tracking links) can be changed with the rest. */
        ...campaignFormEntries,
        plan: PlanChoiceSchema,
        startDate,
        duration: DurationChoiceSchema,
        ...secondCreativeEntries,
      }),
      hasSecondBanner,
    ),
    campaignNameCheck(),
    v.transform(({ campaignTags, campaignName, ...input }) => ({
      ...input,
      campaignName: campaignNameOf({ campaignTags, campaignName }),
    })),
  );
}

type AdResubmissionFormSchema = ReturnType<typeof createAdResubmissionFormSchema>;
export type AdResubmissionFormInput = v.InferInput<AdResubmissionFormSchema>;
export type AdResubmissionForm = v.InferOutput<AdResubmissionFormSchema>;
