/** The advertiser's mail preferences (product.md, Weekly results) and the signed unsubscribe link of the weekly
 *  results mail, which works without signing in: `<account id>.<preference version>.<signature>`. */
import * as v from 'valibot';

/** GET and PATCH /advertisers/mail-preferences (signed in). */
export const MailPreferencesSchema = v.object({ weeklyResults: v.boolean() });
export type MailPreferences = v.InferOutput<typeof MailPreferencesSchema>;

export const UpdateMailPreferencesRequestSchema = MailPreferencesSchema;

/** The unsubscribe token: a UUID, a version and a base64url HMAC-SHA-256, as the API signs them. */
export const UNSUBSCRIBE_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\d{1,9}\.[A-Za-z0-9_-]{43}$/;

/** GET and POST /mail/unsubscribe?token=… (the mail's link and its List-Unsubscribe header). */
export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(), v.maxLength(100), v.regex(UNSUBSCRIBE_TOKEN_PATTERN)),
});
export type UnsubscribeQuery = v.InferOutput<typeof UnsubscribeQuerySchema>;
