/** A complete production environment for tests that start the API as production would. Its secrets are drawn
 *  afresh on each call: production refuses every value written in the repository, so a test cannot write one. */
import { randomBytes } from 'node:crypto';

/** A random key as an operator would draw it (`openssl rand -hex 32`). */
export function drawnSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A Stripe-shaped key of `mode` with a random part. */
export function drawnStripeKey(mode: 'live' | 'test'): string {
  return `sk_${mode}_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Mail, the secrets all instances share and shared uploads: what every production start needs besides payments
 *  (add STRIPE_* or ALLOW_TEST_CHECKOUT=true). */
export function productionBasics() {
  return {
    NODE_ENV: 'production',
    SMTP_URL: 'smtps://mailer:password@smtp.example.com:465',
    BOT_CHECK_HMAC_KEY: drawnSecret(),
    OPERATOR_TOKEN: drawnSecret(),
    IMPRESSION_SIGNING_KEY: drawnSecret(),
    TOTP_ENCRYPTION_KEY: drawnSecret(),
    S3_BUCKET: 'portal-banners',
  };
}
