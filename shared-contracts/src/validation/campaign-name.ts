/** The campaign name of an ad's tracked link (product.md, Tracking links), as the forms and the API check it: 1 to
 *  CAMPAIGN_NAME_MAX_LENGTH characters once trimmed, letters and digits of any script, `-`, `_` and `.` only. The
 *  forms send it only while campaign tags are on; null on the wire means no tags. */
import * as v from 'valibot';
import { CAMPAIGN_NAME_MAX_LENGTH, isCampaignNameText } from '../campaign-tags';
import { messageRef } from './issues';

const FIELD = 'field.campaign-name';
const required = messageRef('validation.required-enter', { field: FIELD });
const tooLong = messageRef('validation.max-letters', { field: FIELD, max: CAMPAIGN_NAME_MAX_LENGTH });
const characters = messageRef('validation.campaign-name-characters');

export const CampaignNameSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(CAMPAIGN_NAME_MAX_LENGTH, tooLong),
  v.check(isCampaignNameText, characters),
);

/** A form's two campaign fields, `campaignTags` (the checkbox) and `campaignName` (the text). */
type CampaignFields = { campaignTags: boolean; campaignName: string };

/** The form schema's check of its campaign name, with CampaignNameSchema's rules and texts, only while the box is
 *  ticked; the issue goes to `campaignName`. It runs even when another field is wrong, so the field shows its
 *  mistake as it is typed. */
export function campaignNameCheck<T extends CampaignFields>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    // Safe: a non-null object, read by its own keys and each checked before use.
    const record = input as Record<string, unknown>;
    const { campaignTags, campaignName } = record;
    if (campaignTags !== true || typeof campaignName !== 'string') return;
    const result = v.safeParse(CampaignNameSchema, campaignName);
    const [issue] = result.issues ?? [];
    if (!issue) return;
    addIssue({
      message: issue.message,
      path: [{ type: 'object', origin: 'value', input: record, key: 'campaignName', value: campaignName }],
    });
  });
}

/** The form's campaign fields as the wire carries them: the trimmed name while tags are on, else null. */
export function campaignNameOf(input: CampaignFields): string | null {
  return input.campaignTags ? input.campaignName.trim() : null;
}

/** The two fields in a form schema's object: off and empty unless given. */
export const campaignFormEntries = {
  campaignTags: v.optional(v.boolean(), false),
  campaignName: v.optional(v.string(), ''),
};
