/** The sign-up form and payload (product.md, Forms and their limits): email trimmed and lowercased, a password that
 *  meets every rule, the interface language and the bot-check token. */
import * as v from 'valibot';
import { LANGUAGES } from '../language';
import { DEFAULT_LANGUAGE } from '../limits';
import { emailSchema } from './fields';
import { PasswordSchema } from './password';
import { SignUpTimeZoneSchema } from '../api/schemas/time-zone';

/** What the form sends until a real bot-check token exists; the embedded proof-of-work check ignores it. */
export const RECAPTCHA_TOKEN_PLACEHOLDER = 'recaptcha-token-placeholder';

export const SignUpSchema = v.object({
  email: emailSchema(),
  password: PasswordSchema,
  language: v.optional(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
  recaptchaToken: v.optional(v.string(), RECAPTCHA_TOKEN_PLACEHOLDER),
  /** The browser's time zone (decision 0118); UTC when absent or unknown. */
  timeZone: SignUpTimeZoneSchema,
});
export type SignUpInput = v.InferInput<typeof SignUpSchema>;
export type SignUp = v.InferOutput<typeof SignUpSchema>;
