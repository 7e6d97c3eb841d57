/** The review desk's operator accounts (decision 0038): setting the password from the mailed link, enrolling an
 *  authenticator (TOTP, shown once), signing in with email, password and code, and the operator session. These
 *  calls use their own cookie (`portal_operator`), never the advertiser's, and a failed sign-in always answers one
 *  401 whatever was wrong, so the form cannot be used to learn which operators exist. */
import * as v from 'valibot';
import { emailSchema } from '../../validation/fields';
import { messageRef } from '../../validation/issues';
import { passwordSchema } from '../../validation/password';

/** The six digits an authenticator app shows (RFC 6238 with the defaults every app uses: SHA-1, 30 s). */
export const TOTP_DIGITS = 6;

const codeRequired = messageRef('validation.invalid');
/** A TOTP code as typed: spaces are allowed (apps show "123 456") and removed. */
export const TotpCodeSchema = v.pipe(
  v.string(codeRequired),
  v.transform((code) => code.replace(/\s+/g, '')),
  v.regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), codeRequired),
);

const tokenRequired = messageRef('validation.invalid');
/** The set-password link's token (`?token=…` of ROUTES.reviewSetPassword). */
export const OperatorLinkTokenSchema = v.pipe(
  v.string(tokenRequired),
  v.nonEmpty(tokenRequired),
  v.maxLength(200, tokenRequired),
);

export const OperatorSchema = v.object({ email: v.string() });
export type Operator = v.InferOutput<typeof OperatorSchema>;

/** POST /operator-auth/enrol and /operator-auth/signin → the signed-in operator (the cookie is set). */
export const OperatorAnswerSchema = v.object({ operator: OperatorSchema });
export type OperatorAnswer = v.InferOutput<typeof OperatorAnswerSchema>;

/** GET /operator-auth/session → the signed-in operator, or null (not an error: the desk then shows sign-in). */
export const OperatorSessionSchema = v.object({ operator: v.nullable(OperatorSchema) });
export type OperatorSession = v.InferOutput<typeof OperatorSessionSchema>;

/** POST /operator-auth/link-check: whether the set-password link still works, asked before its form shows. It
 *  spends nothing; the token travels in the body, so it is in no URL a server logs. */
export const OperatorLinkCheckRequestSchema = v.object({ token: OperatorLinkTokenSchema });
export type OperatorLinkCheckRequest = v.InferInput<typeof OperatorLinkCheckRequestSchema>;

/** POST /operator-auth/password: the link's token and a new password under the advertisers' rules. The token is
 *  not spent yet: enrolment spends it, so an operator who loses the QR code opens the link again. */
export const SetOperatorPasswordRequestSchema = v.object({
  token: OperatorLinkTokenSchema,
  password: passwordSchema(),
});
export type SetOperatorPasswordRequest = v.InferInput<typeof SetOperatorPasswordRequestSchema>;

/** The authenticator to enrol, shown once: the base32 secret (to type in), the otpauth:// URI and its QR code as
 *  an SVG document (to scan). Each call issues a new secret and forgets the previous one. */
export const OperatorEnrolmentSchema = v.object({
  secret: v.string(),
  otpauthUri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  qrSvg: v.pipe(v.string(), v.startsWith('<svg')),
});
export type OperatorEnrolment = v.InferOutput<typeof OperatorEnrolmentSchema>;

export const SetOperatorPasswordAnswerSchema = v.object({ enrolment: OperatorEnrolmentSchema });
export type SetOperatorPasswordAnswer = v.InferOutput<typeof SetOperatorPasswordAnswerSchema>;

/** POST /operator-auth/enrol: the link's token and the first code of the new authenticator. Spends the token and
 *  signs the operator in. */
/** The enrolment form's one field, the app's first code (the review desk's set-password page). */
export const TotpCodeFormSchema = v.object({ code: TotpCodeSchema });

export const EnrolOperatorRequestSchema = v.object({
  token: OperatorLinkTokenSchema,
  code: TotpCodeSchema,
});
export type EnrolOperatorRequest = v.InferInput<typeof EnrolOperatorRequestSchema>;

const passwordRequired = messageRef('validation.required-enter', { field: 'field.password' });

/** POST /operator-auth/signin: email, password and the authenticator's current code. The password rules are not
 *  applied here, as for advertisers: the server alone decides. */
export const OperatorSignInRequestSchema = v.object({
  email: emailSchema(),
  password: v.pipe(v.string(passwordRequired), v.nonEmpty(passwordRequired), v.maxLength(1000)),
  code: TotpCodeSchema,
});
export type OperatorSignInRequest = v.InferInput<typeof OperatorSignInRequestSchema>;
