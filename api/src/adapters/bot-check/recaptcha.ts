/** The production bot check when RECAPTCHA_SECRET_KEY is set: Google's reCAPTCHA v3 siteverify. Browsers get the
 *  public RECAPTCHA_SITE_KEY from GET /api/bot-check/challenge and make a token for the form's action with Google's
 *  script. A token passes when Google says it is valid, for the expected action, with a score of at least
 *  RECAPTCHA_MIN_SCORE. Google itself refuses a token presented twice. Network failures are a result
 *  ('unavailable'), not a throw. */
import * as v from 'valibot';
import type { BotCheck, BotCheckResult } from './bot-check';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const SiteVerifySchema = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

export type RecaptchaOptions = { secretKey: string; siteKey: string; minScore: number };

export function createRecaptcha(
  { secretKey, siteKey, minScore }: RecaptchaOptions,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): BotCheck {
  return {
    kind: 'recaptcha',
    // Nothing to sign or store: the site key is public, and Google ties each token to it.
    challenge: () => Promise.resolve({ provider: 'recaptcha', siteKey }),
    async verify(token, action): Promise<BotCheckResult> {
      if (!token) return { ok: false, reason: 'missing' };
      let body: unknown;
      try {
        const response = await fetchImpl(VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: secretKey, response: token }).toString(),
          signal: AbortSignal.timeout(5_000),
        });
        body = await response.json();
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      const parsed = v.safeParse(SiteVerifySchema, body);
      if (!parsed.success) return { ok: false, reason: 'unavailable' };
      const answer = parsed.output;
      if (!answer.success) {
        const duplicate = answer['error-codes']?.includes('timeout-or-duplicate') ?? false;
        return { ok: false, reason: duplicate ? 'replayed' : 'invalid' };
      }
      if (answer.action !== undefined && answer.action !== action) return { ok: false, reason: 'invalid' };
      if ((answer.score ?? 0) < minScore) return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}
