/** The resubmission form for a rejected ad (SPEC §2, §5): a new banner is optional, title and link are required,
 *  and the start date must fall after today. Plan and duration are read-only but still sent, so they are kept. */
import * as v from 'valibot';
import { AD_TITLE_MAX_LENGTH } from '../limits';
import { DurationChoiceSchema, ImageFileSchema, PlanChoiceSchema, startDateSchema } from './ad-fields';
import { campaignNameCheck, campaignFormEntries, campaignNameOf } from './campaign-name';
import { linkUrlSchema, requiredTextSchema } from './fields';
import { secondCreativeEntries, withSecondCreativeChecks } from './second-creative';

/** `hasSecondBanner`: the ad has a creative in the other language, whose banner stands unless another is chosen. */
export function createAdResubmissionFormSchema(hasSecondBanner: boolean) {
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
        startDate: startDateSchema('after-today'),
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

export const AdResubmissionFormSchema = createAdResubmissionFormSchema(false);
export type AdResubmissionFormInput = v.InferInput<typeof AdResubmissionFormSchema>;
export type AdResubmissionForm = v.InferOutput<typeof AdResubmissionFormSchema>;
