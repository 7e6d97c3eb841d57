/** The operator's calls (/operator/…, bearer OPERATOR_TOKEN, no API key): the review queue, approve, reject
 *  and end, adding a review-desk operator, and the development-only demo data. The CLI reads the answers with these schemas, through the typed
 *  client, so it needs nothing from the API's route files. */
import * as v from 'valibot';
import { REJECTED_CREATIVES } from '../../creatives';
import { LanguageSchema } from '../../language';
import { PLANS } from '../../plans';
import { AD_STATUSES } from '../../ad-status';
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
  /** Campaign tags' utm_campaign, null without tags (absent from an older API). */
  campaignName: v.optional(v.nullable(v.string()), null),
  /** The member who applied, null when unknown (absent from an older API). */
  appliedBy: v.optional(v.nullable(v.object({ name: v.nullable(v.string()), email: v.string() })), null),
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
  /** The language the reason is written in; the ad's own when absent. */
  reasonLanguage: v.optional(LanguageSchema),
  /** Which creative the rejection is about, for an ad with two (decision 0117); absent: both. */
  creatives: v.optional(v.picklist(REJECTED_CREATIVES)),
});
export type RejectRequest = v.InferInput<typeof RejectRequestSchema>;

/** POST /operator/operators (the CLI's `operators:add`): the operator to add, or whose set-password link to send
 *  again. */
export const AddOperatorRequestSchema = v.object({ email: emailSchema() });
export type AddOperatorRequest = v.InferInput<typeof AddOperatorRequestSchema>;
export const AddOperatorAnswerSchema = v.object({
  email: v.string(),
  /** False when the operator existed: a new link replaced the old one. */
  created: v.boolean(),
  mailed: v.boolean(),
});
export type AddOperatorAnswer = v.InferOutput<typeof AddOperatorAnswerSchema>;

/** The header every CLI request carries: the user name of the machine it runs on, which the audit log records
 *  with the CLI's moves (the shared token names nobody, decision 0097). Attribution, not a credential. */
export const OPERATOR_CLI_USER_HEADER = 'x-operator-cli-user';

/** POST /operator/operators/disable (the CLI's `operators:disable`): the operator to shut out at once. */
export const DisableOperatorRequestSchema = v.object({ email: emailSchema() });
export type DisableOperatorRequest = v.InferInput<typeof DisableOperatorRequestSchema>;
export const DisableOperatorAnswerSchema = v.object({
  email: v.string(),
  /** How many signed-in sessions of theirs were ended. */
  sessionsEnded: v.pipe(v.number(), v.integer()),
  /** True when the operator was disabled already (nothing else changed but their sessions). */
  alreadyDisabled: v.boolean(),
});
export type DisableOperatorAnswer = v.InferOutput<typeof DisableOperatorAnswerSchema>;

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
