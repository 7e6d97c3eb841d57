/** The operator's calls (/operator/ads/…, bearer OPERATOR_TOKEN, no API key): the review queue, approve, reject
 *  and end, and the development-only demo data. The CLI reads the answers with these schemas, through the typed
 *  client, so it needs nothing from the API's route files. */
import * as v from 'valibot';
import { AD_STATUSES } from '../../ad-status';
import { PLANS } from '../../plans';
import { emailSchema, requiredTextSchema } from '../../validation/fields';
import { PasswordSchema } from '../../validation/password';
import { AdSchema } from './ad';

export const REJECTION_REASON_MAX_LENGTH = 1000;

export const PendingAdSchema = v.object({
  id: v.number(),
  email: v.string(),
  plan: v.picklist(PLANS),
  duration: v.number(),
  startDate: v.string(),
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.string(),
});
export const PendingAdListSchema = v.array(PendingAdSchema);
export type PendingAdList = v.InferOutput<typeof PendingAdListSchema>;

/** After approve or reject: the ad, and whether its advertiser's mail went out. */
export const ReviewAnswerSchema = v.object({ ad: AdSchema, email: v.string(), mailed: v.boolean() });
export type ReviewAnswer = v.InferOutput<typeof ReviewAnswerSchema>;
export const EndAnswerSchema = v.object({ ad: AdSchema });
export type EndAnswer = v.InferOutput<typeof EndAnswerSchema>;

export const RejectRequestSchema = v.object({
  reason: requiredTextSchema('field.rejection-reason', REJECTION_REASON_MAX_LENGTH, { multiline: true }),
});
export type RejectRequest = v.InferInput<typeof RejectRequestSchema>;

export const DemoRequestSchema = v.object({ email: emailSchema(), password: PasswordSchema });
export type DemoRequest = v.InferOutput<typeof DemoRequestSchema>;

export const DemoAnswerSchema = v.object({
  advertiserId: v.number(),
  email: v.string(),
  ads: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      status: v.picklist(AD_STATUSES),
      plan: v.picklist(PLANS),
      startDate: v.string(),
      endDate: v.string(),
      impressions: v.number(),
      clicks: v.number(),
    }),
  ),
});
export type DemoAnswer = v.InferOutput<typeof DemoAnswerSchema>;
