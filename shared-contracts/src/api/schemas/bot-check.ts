/** GET /bot-check/challenge: what the browser needs before it can make the bot-check token that sign-up and the
 *  contact form send. By default that is the self-hosted proof-of-work challenge, in the format altcha-lib v2
 *  creates with its `altcha-lib/v1` API and the altcha widget (3.x) solves as ChallengeV1 (the solution, base64
 *  JSON of BotCheckPayload, is the token); when the API checks with reCAPTCHA v3 it is the public site key, and
 *  the token comes from Google's script (decision 0009). */
import * as v from 'valibot';

export const BOT_CHECK_ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;

export const BotCheckChallengeSchema = v.object({
  algorithm: v.picklist(BOT_CHECK_ALGORITHMS),
  /** Hex digest the solver must reproduce. */
  challenge: v.string(),
  /** Upper bound of the number searched; it sets the difficulty. */
  maxnumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Carries the expiry (`?expires=…`), so one challenge cannot be solved once and replayed forever. */
  salt: v.string(),
  /** HMAC of the challenge, so the server keeps no state between issuing and verifying. */
  signature: v.string(),
});
export type BotCheckChallenge = v.InferOutput<typeof BotCheckChallengeSchema>;

export const BOT_CHECK_PROVIDERS = ['proof-of-work', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/** The form a token is for. reCAPTCHA signs it into the token and the API refuses a token made for another form;
 *  a proof-of-work token is good for either. */
export const BOT_CHECK_ACTIONS = ['signup', 'contact'] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

const ProofOfWorkResponseSchema = v.object({
  /** Defaults so an answer without it (an API from before reCAPTCHA support) still reads as proof-of-work; the
   *  altcha fields stay at the top level, where an altcha solver looks for them. */
  provider: v.optional(v.literal('proof-of-work'), 'proof-of-work'),
  ...BotCheckChallengeSchema.entries,
});

const RecaptchaResponseSchema = v.object({
  provider: v.literal('recaptcha'),
  /** reCAPTCHA v3's public site key: it loads Google's script and names the site in `grecaptcha.execute`. */
  siteKey: v.pipe(v.string(), v.nonEmpty()),
});

export const BotCheckChallengeResponseSchema = v.variant('provider', [
  ProofOfWorkResponseSchema,
  RecaptchaResponseSchema,
]);
export type BotCheckChallengeResponse = v.InferOutput<typeof BotCheckChallengeResponseSchema>;

/** What a proof-of-work solver submits once solved (base64-encoded JSON in the form's token field). */
export const BotCheckPayloadSchema = v.object({
  algorithm: v.picklist(BOT_CHECK_ALGORITHMS),
  challenge: v.string(),
  number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salt: v.string(),
  signature: v.string(),
  took: v.optional(v.number()),
});
export type BotCheckPayload = v.InferOutput<typeof BotCheckPayloadSchema>;

/** The payload inside a token, or null when the token is not one (then the check fails, it does not throw). */
export function parseBotCheckToken(token: string): BotCheckPayload | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
  const parsed = v.safeParse(BotCheckPayloadSchema, decoded);
  return parsed.success ? parsed.output : null;
}
