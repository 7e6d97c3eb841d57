/** What sign-up and contact need from a bot check: is this token from a human doing this action? The embedded
 *  check is a self-hosted proof-of-work (no third party, works offline); reCAPTCHA v3 is used when
 *  RECAPTCHA_SECRET_KEY is set. Failures are values, so a route answers 400 BOT_CHECK_FAILED, never 500. */
import type { BotCheckAction, BotCheckChallengeResponse, BotCheckProvider } from 'shared-contracts';

export type BotCheckFailure =
  'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed' | 'low-score' | 'unavailable';

export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckFailure };

export interface BotCheck {
  readonly kind: BotCheckProvider;
  /** What a browser needs to make a token (GET /api/bot-check/challenge): a fresh signed proof-of-work
   *  challenge, or reCAPTCHA's public site key. */
  challenge(): Promise<BotCheckChallengeResponse>;
  /** `action` names the form; reCAPTCHA checks it, a proof-of-work challenge is good for any one form. */
  verify(token: string, action: BotCheckAction): Promise<BotCheckResult>;
}
