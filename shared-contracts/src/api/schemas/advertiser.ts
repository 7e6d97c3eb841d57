/** Every /advertisers call of the endpoint table. The record they answer with is advertiser-record.ts, on the root
 *  entry; these requests are on the `shared-contracts/api` entry (decision 0062). Requests reuse the form schemas, so
 *  the server applies exactly the rules the forms show. */
import * as v from 'valibot';
import { requiredTextSchema } from '../../validation/fields';
import { messageRef } from '../../validation/issues';
import { passwordSchema } from '../../validation/password';
import { ChangeEmailSchema } from '../../validation/change-email';
import { ForgotPasswordSchema } from '../../validation/forgot-password';
import { ResetPasswordSchema } from '../../validation/reset-password';
import { SignInSchema } from '../../validation/sign-in';
import { SignUpSchema } from '../../validation/sign-up';
import { LanguageSchema } from '../../language';
import { NAME_MAX_LENGTH } from '../../limits';
import { IdSchema, MessageResponseSchema } from './common';

export { MessageResponseSchema };
export type { MessageResponse } from './common';

/** POST /advertisers/signup → MessageResponse (the check-your-email screen needs nothing more).
 *  Email trimmed and lowercased, the password rules, language defaulting to en, the bot-check token. */
export const SignUpRequestSchema = SignUpSchema;
export type SignUpRequest = v.InferInput<typeof SignUpRequestSchema>;

/** POST /advertisers/signin → Advertiser, stored locally (the endpoint table). Sessions are set as httpOnly cookies. */
export const SignInRequestSchema = SignInSchema;
export type SignInRequest = v.InferInput<typeof SignInRequestSchema>;

/** POST /advertisers/forgot-password → MessageResponse, the same whether or not the email is registered, so the
 *  form cannot be used to find accounts. */
export const ForgotPasswordRequestSchema = ForgotPasswordSchema;
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestSchema>;

/** POST /advertisers/reset-password with the link's token as bearer → MessageResponse. The body
 *  carries both fields so the server repeats the form's match check. */
export const ResetPasswordRequestSchema = ResetPasswordSchema;
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>;

/** POST /advertisers/change-email (signed in) → MessageResponse; a verification link goes to the new address. */
export const ChangeEmailRequestSchema = ChangeEmailSchema;
export type ChangeEmailRequest = v.InferInput<typeof ChangeEmailRequestSchema>;

const currentRequired = messageRef('validation.required-enter', { field: 'field.current-password' });

/**
 * POST /advertisers/change-password (signed in) → MessageResponse. The
 * dialog copies the trimmed new password into confirmPassword, so the server checks exactly that relation.
 */
export const ChangePasswordRequestSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(currentRequired), v.nonEmpty(currentRequired)),
    newPassword: passwordSchema('field.new-password'),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.confirmPassword === input.newPassword.trim(),
      messageRef('validation.match', { a: 'field.new-password', b: 'field.confirm-password' }),
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>;

/**
 * POST /advertisers/resend-email and POST /advertisers/resend-new-email → MessageResponse. The fields
 * are userId (a number) and accountId; accountId is the opaque id the mail link carries as `account_id`, so a
 * resend needs both the numeric id and something only the mailbox owner has seen.
 */
export const ResendEmailRequestSchema = v.object({
  userId: IdSchema,
  accountId: v.pipe(v.string(), v.nonEmpty()),
});
export type ResendEmailRequest = v.InferOutput<typeof ResendEmailRequestSchema>;

/** POST /advertisers/check-email-id, this product's own call: the onboarding page sends the
 *  link's id and account_id before confirming the token, and learns whether that email is already confirmed. */
export const CheckEmailIdRequestSchema = ResendEmailRequestSchema;
export type CheckEmailIdRequest = ResendEmailRequest;

export const CheckEmailIdResponseSchema = v.object({ confirmed: v.boolean() });
export type CheckEmailIdResponse = v.InferOutput<typeof CheckEmailIdResponseSchema>;

/** PATCH /advertisers (signed in) → Advertiser. Only the name and the interface language can change here; email
 *  and password have their own confirmed flows, and country and region are set by the first application. */
export const UpdateProfileRequestSchema = v.object({
  name: v.optional(requiredTextSchema('field.name', NAME_MAX_LENGTH)),
  language: v.optional(LanguageSchema),
});
export type UpdateProfileRequest = v.InferOutput<typeof UpdateProfileRequestSchema>;

/**
 * The other calls, for reference (no body, or an empty one):
 * - GET /advertisers/latest and GET /advertisers/{id} → Advertiser (only one's own id; any other is a 404).
 * - POST /advertisers/email-confirm and /advertisers/new-email-confirm, bearer token → Advertiser, so the
 *   client can store the confirmed (or changed) record at once.
 * - POST /advertisers/reset-token-validation, bearer token → MessageResponse, or 401 TOKEN_EXPIRED.
 * - POST /advertisers/refresh, /advertisers/logout, /advertisers/deactivate → MessageResponse.
 */
