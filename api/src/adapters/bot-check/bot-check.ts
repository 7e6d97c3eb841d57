/** What sign-up and contact need from a bot check: is this token from a human doing this action? The embedded
 *  check is a self-hosted proof-of-work (no third party, works offline); reCAPTCHA v3 is used when
 *  RECAPTCHA_SECRET_KEY is set. Failures are values, so a route answers 400 BOT_CHECK_FAILED, never 500. */

export type BotCheckFailure =
  'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed' | 'low-score' | 'unavailable';

export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckFailure };

export interface BotCheck {
  readonly kind: 'proof-of-work' | 'recaptcha';
  /** `action` names the form ('signup', 'contact'); reCAPTCHA checks it, a proof-of-work challenge is good for
   *  any one form. */
  verify(token: string, action: string): Promise<BotCheckResult>;
}
