/** What production asks of a secret value before it starts (config.ts calls it): long enough, not a value written
 *  in this repository (anyone can read those), and varied enough to be a random key rather than a typed one. Also
 *  what a Stripe key looks like, so a mistyped or junk key stops the start instead of every checkout. */

/** Signs impression ids where IMPRESSION_SIGNING_KEY is unset, which only development allows: fixed, so instances
 *  and restarts agree and nothing needs setting. */
export const DEVELOPMENT_IMPRESSION_SIGNING_KEY = 'development-impression-signing-key-not-a-secret';
/** Seals authenticator secrets where TOTP_ENCRYPTION_KEY is unset, which only development allows. */
export const DEVELOPMENT_TOTP_ENCRYPTION_KEY = 'development-totp-encryption-key-not-a-secret';

/** Secrets shared by every instance must be long enough not to be guessed. */
export const MIN_SECRET_LENGTH = 32;

/** Fewer different characters than this in a key means it was typed, not drawn: 32 random hexadecimal characters
 *  hold fewer than 9 different ones about once in a million draws, and fewer than 8 practically never. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Every secret-looking value written in this repository: the development defaults and the values the tests and
 *  tools configure. `config-secrets.test.ts` reads the repository and fails when a value it finds is missing here
 *  and not refused otherwise. Compared without letter case. */
const REPOSITORY_VALUES: readonly string[] = [
  DEVELOPMENT_IMPRESSION_SIGNING_KEY,
  DEVELOPMENT_TOTP_ENCRYPTION_KEY,
  'portal-web-dev',
  'test-bot-check-key',
  'test-bot-check-pass',
  'the-operators-shared-secret-0123456789abcdef',
  'not-the-shared-secret-0123456789abcdef',
  'configured-operator-secret-0123456789abcdef',
  'JBSWY3DPEHPK3PXPJBSWY3DP',
];

/** Words that mark a value as made up for documentation or tests; a random key never spells them. */
const MADE_UP_MARKERS = ['not-a-secret', 'example', 'changeme', 'change-me', 'placeholder', 'dummy'];

/** True for a value written in this repository, or one that says it is made up. */
export function isRepositoryValue(value: string): boolean {
  const lower = value.toLowerCase();
  return (
    REPOSITORY_VALUES.some((known) => known.toLowerCase() === lower) ||
    MADE_UP_MARKERS.some((marker) => lower.includes(marker))
  );
}

/** True when the value repeats a shorter part ('abcd' × 8) or walks the keyboard or alphabet ('abcdef…',
 *  '111…'): more than three quarters of its neighbouring characters are equal or one apart. */
function isPattern(value: string): boolean {
  for (let unit = 1; unit <= value.length / 2; unit += 1)
    if (value.length % unit === 0 && value.slice(0, unit).repeat(value.length / unit) === value) return true;
  let steps = 0;
  for (let i = 1; i < value.length; i += 1)
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) steps += 1;
  return steps > ((value.length - 1) * 3) / 4;
}

/** True for a key with too little variety to have been drawn at random (32 × 'a', 'abcd' repeated). */
export function hasTooLittleVariety(value: string): boolean {
  return new Set(value).size < MIN_DISTINCT_CHARACTERS || isPattern(value);
}

/** What is wrong with a shared secret we ask operators to draw themselves, or null. Never quotes the value. */
export function secretProblem(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters long`;
  if (isRepositoryValue(value))
    return 'is a value written in the repository (a development or example value); draw a new random one';
  if (hasTooLittleVariety(value))
    return 'has too little variety to be a random key; draw one, e.g. with `openssl rand -hex 32`';
  return null;
}

/** A Stripe secret or restricted key: `sk_` or `rk_`, the mode, then Stripe's random part. */
const STRIPE_KEY = /^(sk|rk)_(live|test)_([0-9A-Za-z]{20,})$/;

/** What is wrong with STRIPE_SECRET_KEY in production, or null. A test-mode key takes no real money, so it is
 *  refused unless STRIPE_TEST_MODE=true says this production deployment is a test one; a live key with that
 *  setting is refused too, since one of the two is a mistake. Never quotes the key. */
export function stripeKeyProblem(key: string, testMode: boolean): string | null {
  const match = STRIPE_KEY.exec(key);
  if (!match?.[3]) return 'does not look like a Stripe key (sk_live_…, sk_test_…, rk_live_… or rk_test_…)';
  if (isRepositoryValue(key) || hasTooLittleVariety(match[3]))
    return 'is not a real Stripe key (a value from the repository or with too little variety)';
  if (match[2] === 'test' && !testMode)
    return 'is a test-mode key, which takes no money; set STRIPE_TEST_MODE=true only for a test deployment';
  if (match[2] === 'live' && testMode)
    return 'is a live key, but STRIPE_TEST_MODE=true says this is a test deployment; use a test-mode key or unset it';
  return null;
}
