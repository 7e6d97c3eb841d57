/** GET /bot-check/challenge: the self-hosted proof-of-work bot check that guards the contact form. The challenge
 *  is the format altcha-lib v2 creates with its `altcha-lib/v1` API and the altcha widget (3.x) solves as
 *  ChallengeV1; the widget's solution is the token the enquiry carries, base64 JSON of BotCheckPayload. */
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

/** What the widget submits once solved (base64-encoded JSON in the form's token field). */
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
