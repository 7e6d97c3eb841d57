/** The operators' second factor (decision 0038): RFC 6238 time-based codes through `otpauth`, with the settings
 *  every authenticator app uses (SHA-1, 6 digits, 30 s), and the enrolment QR code drawn as SVG by `uqr`. A code
 *  is accepted one step either side of now, for clocks a little off; the caller refuses a step already used. */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from 'shared-contracts/api';
import { renderSVG } from 'uqr';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one that are still accepted. */
const WINDOW = 1;
const ISSUER = 'Advertiser portal review desk';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random secret of 160 bits (RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans, naming the operator by email. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The URI as a QR code, an SVG document the desk shows once. */
export function qrCodeSvg(uri: string): string {
  return renderSVG(uri);
}

/** The code of `secret` at `timestampMs` (tests, and the e2e journey through the same library). */
export function totpCode(secret: string, timestampMs = Date.now()): string {
  return totpOf(secret).generate({ timestamp: timestampMs });
}

/** The time step a code belongs to when it is valid within the window around `timestampMs`; null otherwise. */
export function acceptedTotpStep(secret: string, code: string, timestampMs = Date.now()): number | null {
  let delta: number | null;
  try {
    delta = totpOf(secret).validate({ token: code, timestamp: timestampMs, window: WINDOW });
  } catch {
    return null; // a stored secret that is not base32 accepts nothing
  }
  if (delta === null) return null;
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
