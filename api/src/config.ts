/** The API's whole configuration, parsed once from the environment (the only reader of process.env).
 *  Every variable has an embedded default so a fresh machine runs with nothing set; production points the same
 *  names at real services. api/README.md lists each variable with its default. */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import {
  DEVELOPMENT_IMPRESSION_SIGNING_KEY,
  DEVELOPMENT_TOTP_ENCRYPTION_KEY,
  MIN_SECRET_LENGTH,
  isRepositoryValue,
  secretProblem,
  stripeKeyProblem,
} from './config-secrets';
import { describeIssue, optionalUrl, urlList, urlWithDefault, WEB } from './config-urls';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);
const integer = (fallback: number, min = 0) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
  );
const decimal = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.minValue(0),
    v.maxValue(1),
  );
const flag = (fallback: boolean | undefined) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', ''])),
    v.transform((value) =>
      value === undefined || value === '' ? fallback : value === 'true' || value === '1',
    ),
  );
const list = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  );

/** Who sells, as receipts print it, where SELLER_* are unset (development): plainly not a real business. */
const DEVELOPMENT_SELLER = {
  name: 'Virtual Art Exhibition Advertising (development)',
  address: '1 Example Street | Toronto, ON M5V 0A0 | Canada',
  taxIds: 'GST/HST=000000000 RT0000',
};

/** The operating company every mail's signature names where MAIL_COMPANY_NAME is unset. */
const DEVELOPMENT_MAIL_COMPANY_NAME = 'Virtual Art Exhibition Inc. (development)';

const EnvSchema = v.object({
  PORT: integer(4000, 1),
  HOST: v.optional(v.string(), 'localhost'),
  SHUTDOWN_DRAIN_SECONDS: v.pipe(integer(2, 0), v.maxValue(8)),
  API_URL: optionalUrl(WEB),
  NODE_ENV: v.optional(v.picklist(NODE_ENVS), 'development'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS)),
  DATA_DIR: v.optional(v.string(), path.join(REPO_ROOT, '.data')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], ['memory://']),
  API_KEYS: list('portal-web-dev'),
  PORTAL_ORIGIN: urlWithDefault(WEB, 'http://localhost:3000'),
  CORS_ORIGINS: urlList(WEB),
  PUBLIC_FILES_URL: optionalUrl(WEB),
  COOKIE_SECURE: flag(undefined),
  DEV_MAIL: flag(undefined),
  TEST_CLOCK: flag(false),
  TRUST_PROXY: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: integer(15 * 60, 1),
  REFRESH_TOKEN_TTL_SECONDS: integer(30 * 24 * 3600, 1),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: integer(10, 0),
  CONFIRM_EMAIL_TOKEN_TTL_SECONDS: integer(24 * 3600, 1),
  RESET_PASSWORD_TOKEN_TTL_SECONDS: integer(3600, 1),
  NEW_EMAIL_TOKEN_TTL_SECONDS: integer(24 * 3600, 1),
  BODY_LIMIT_BYTES: integer(1024 * 1024, 1024),
  RATE_LIMIT_STRICT_MAX: integer(10, 1),
  RATE_LIMIT_STRICT_WINDOW_SECONDS: integer(15 * 60, 1),
  RATE_LIMIT_UPLOAD_MAX: integer(30, 1),
  RATE_LIMIT_UPLOAD_WINDOW_SECONDS: integer(15 * 60, 1),
  RATE_LIMIT_REFRESH_MAX: integer(20, 2),
  RATE_LIMIT_REFRESH_WINDOW_SECONDS: integer(60, 1),
  RATE_LIMIT_STORE: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value !== 'database',
        'the database store is gone (decision 0102): counts several instances share live in Redis, set REDIS_URL',
      ),
      v.picklist(['auto', 'memory'], 'must be auto or memory'),
    ),
    'auto',
  ),
  PASSWORD_SLOWDOWN_FAILURES: integer(5, 1),
  PASSWORD_SLOWDOWN_WINDOW_SECONDS: integer(15 * 60, 1),
  PASSWORD_SLOWDOWN_DELAY_SECONDS: integer(60, 1),
  PASSWORD_SLOWDOWN_MAX_DELAY_SECONDS: integer(15 * 60, 1),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: v.optional(v.string(), 'Advertiser portal <no-reply@virtual-art-exhibition.com>'),
  MAIL_RETRY_INTERVAL_SECONDS: integer(5, 1),
  MAIL_MAX_ATTEMPTS: integer(48, 1),
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'operator@virtual-art-exhibition.com'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl(WEB),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  UPLOADS_DISK_SHARED: flag(false),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_TEST_MODE: flag(false),
  ALLOW_TEST_CHECKOUT: flag(false),
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_MIN_SCORE: decimal(0.5),
  BOT_CHECK_HMAC_KEY: optionalText,
  OPERATOR_TOKEN: optionalText,
  IMPRESSION_SIGNING_KEY: optionalText,
  IMPRESSION_SIGNING_KEY_PREVIOUS: optionalText,
  MAIL_LINK_SIGNING_KEY: optionalText,
  TOTP_ENCRYPTION_KEY: optionalText,
  TOTP_ENCRYPTION_PREVIOUS_KEYS: list(''),
  AD_COUNT_LIMIT_PER_MINUTE: integer(60, 1),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SELLER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), DEVELOPMENT_SELLER.name),
  SELLER_ADDRESS: v.optional(v.string(), DEVELOPMENT_SELLER.address),
  SELLER_TAX_IDS: v.optional(v.string(), DEVELOPMENT_SELLER.taxIds),
  MAIL_COMPANY_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), DEVELOPMENT_MAIL_COMPANY_NAME),
});

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  /** On SIGTERM, how long /api/ready answers 503 while requests are still served, so a load balancer stops
   *  sending new ones before the listener closes (SIGINT skips it). At most 8: the process exits within 10 s. */
  shutdownDrainSeconds: number;
  /** Where the operator CLI reaches the API (a load balancer in production); unset: http://HOST:PORT. */
  apiUrl: string | undefined;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  dataDir: string;
  /** Unset: PGlite persisted under `${dataDir}/pglite`; `memory://`: PGlite in memory (tests); else PostgreSQL. */
  databaseUrl: string | undefined;
  apiKeys: readonly string[];
  portalOrigin: string;
  corsOrigins: readonly string[];
  /** Where uploaded files are reachable from browsers; defaults to `${portalOrigin}/api/files`. */
  publicFilesUrl: string;
  cookieSecure: boolean;
  /** Whether the development mail routes (/api/dev/outbox, /api/dev/mail) exist: never in production; otherwise
   *  DEV_MAIL when set, else only while the API listens on a loopback address, so a host left in development mode
   *  on a public address does not show every mail, reset links included, to anyone. */
  devMail: boolean;
  /** TEST_CLOCK=true (never in production): the test clock's routes (/api/dev/clock) exist, and moving it moves the
   *  time the scheduled mails read, so journeys reach a start day or a Monday without waiting. */
  testClock: boolean;
  /** Signs the links mails carry that work without signing in (the weekly results mail's unsubscribe):
   *  MAIL_LINK_SIGNING_KEY, else a key derived from the impression signing key (production requires that one). */
  mailLinkSigningKey: string;
  /** Which hops in front of the API may say who the client is (decision 0094): `false` trusts none (the client is
   *  whoever connects); a number trusts that many proxies nearest the API; a list trusts the proxies at those
   *  addresses or CIDR ranges. Never every hop: the left of X-Forwarded-For is written by the client. */
  trustProxy: false | number | readonly string[];
  /** Lifetimes in seconds. `rotatedRefreshGrace`: how long the refresh token a rotation just replaced may be
   *  presented again (tabs refreshing at the same moment) before it counts as stolen; 0 turns the grace off. */
  ttl: {
    access: number;
    refresh: number;
    rotatedRefreshGrace: number;
    confirmEmail: number;
    resetPassword: number;
    newEmail: number;
  };
  bodyLimitBytes: number;
  /** `strict*`: per client address on the abuse-prone routes; `upload*`: per advertiser on POST /s3/;
   *  `refresh*`: per client address on POST /advertisers/refresh (higher: tabs refresh together). `store`: where
   *  counts live; `auto` is Redis with REDIS_URL, else memory (production on PostgreSQL requires REDIS_URL). */
  rateLimit: {
    strictMax: number;
    strictWindowSeconds: number;
    uploadMax: number;
    uploadWindowSeconds: number;
    refreshMax: number;
    refreshWindowSeconds: number;
    store: 'auto' | 'memory';
  };
  /** Wrong passwords per account (sign-in by email address, change-password by account and client address):
   *  `failures` within a window (quiet `windowSeconds` start it over) refuse attempts for `delaySeconds`, doubled
   *  by each further failure up to `maxDelaySeconds`. */
  passwordSlowDown: {
    failures: number;
    windowSeconds: number;
    delaySeconds: number;
    maxDelaySeconds: number;
  };
  /** `retryIntervalSeconds`: how often the queue looks for mail due again, and the first retry's delay (each later
   *  one doubles, up to 30 minutes); `maxAttempts`: deliveries tried before a mail is marked failed. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    operatorEmail: string;
    /** The company that operates the portal, named in every mail's signature (MAIL_COMPANY_NAME). */
    companyName: string;
    retryIntervalSeconds: number;
    maxAttempts: number;
  };
  s3: {
    bucket: string | undefined;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  /** reCAPTCHA v3 instead of the proof-of-work check; null when RECAPTCHA_SECRET_KEY is unset. The secret verifies
   *  tokens on the server; the site key is public, handed to browsers to load Google's script and make tokens. */
  recaptcha: { secretKey: string; siteKey: string; minScore: number } | null;
  /** Signs proof-of-work challenges; a random key per process when unset (challenges then die with the process),
   *  which production refuses: a challenge made by one instance must verify on every other. */
  botCheckHmacKey: string | undefined;
  /** The operator CLI's bearer secret. Unset (development only): a random one in DATA_DIR/operator-token. */
  operatorToken: string | undefined;
  /** Seals the operators' authenticator secrets in the database (decision 0072): a fixed key in development;
   *  production requires TOTP_ENCRYPTION_KEY, the same on every instance. */
  totpEncryptionKey: string;
  /** Keys a secret may still be sealed with during a key change (TOTP_ENCRYPTION_PREVIOUS_KEYS, comma-separated):
   *  opened with them, sealed again with `totpEncryptionKey` when the API starts. */
  totpPreviousEncryptionKeys: readonly string[];
  /** The ad server (GET /api/serve, GET /api/click/:id). `signingKey` signs impression ids (a fixed key in
   *  development; production requires IMPRESSION_SIGNING_KEY, the same on every instance). Impressions and clicks
   *  beyond `countLimitPerMinute` per client address and minute are served but not counted. The running ads are
   *  read again after `cacheSeconds`, counts written every `flushSeconds`, and a click counts within
   *  `impressionTtlSeconds` of its impression. `previousSigningKey` (IMPRESSION_SIGNING_KEY_PREVIOUS) still
   *  verifies the ids it signed during a key change (decision 0099); it signs nothing. */
  adServing: {
    signingKey: string;
    previousSigningKey: string | undefined;
    countLimitPerMinute: number;
    cacheSeconds: number;
    flushSeconds: number;
    impressionTtlSeconds: number;
  };
  redisUrl: string | undefined;
  /** Who sells, printed on every receipt (frozen into it when issued): SELLER_NAME, SELLER_ADDRESS (lines
   *  separated by `|`), SELLER_TAX_IDS (`NAME=NUMBER` pairs separated by `;`, e.g. `GST/HST=123456789 RT0001`). */
  seller: { name: string; address: string[]; taxIds: { name: string; number: string }[] };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = v.InferOutput<typeof EnvSchema>;

/** True for a HOST that only this machine reaches (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** SELLER_ADDRESS: lines separated by `|`, blank ones dropped. */
function addressLines(value: string): string[] {
  return value
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** SELLER_TAX_IDS: `NAME=NUMBER` pairs separated by `;`; null when one pair lacks its name or number. */
function taxIds(value: string): { name: string; number: string }[] | null {
  const pairs = value
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, Math.max(at, 0)).trim(), number: pair.slice(at + 1).trim() };
    });
  return pairs.every((pair) => pair.name !== '' && pair.number !== '') ? pairs : null;
}

/** The names proxy-addr (Fastify's reader of X-Forwarded-For) knows for the private ranges. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
/** More proxies than this in front of one API is a mistake in the setting, not a network. */
const MAX_PROXY_HOPS = 10;

/** Why one TRUST_PROXY entry is not an address or a CIDR range, or null when it is. */
function proxyEntryProblem(entry: string): string | null {
  if (NAMED_PROXY_RANGES.includes(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an address or a CIDR range`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits <= (family === 4 ? 32 : 128))) return `"${entry}" has no valid prefix length`;
  if (bits === 0) return `"${entry}" is every address, the same as trusting every hop`;
  return null;
}

const TRUST_PROXY_HELP = `set the number of proxies in front of the API (1 behind one load balancer, at most ${MAX_PROXY_HOPS}) or their addresses as CIDR ranges separated by commas`;

/** TRUST_PROXY as Config['trustProxy'], or why it cannot be. `true` (trust every hop) is refused in every
 *  environment: then X-Forwarded-For names any address the client likes, and every per-address limit is lifted. */
function parseTrustProxy(value: string | undefined): { ok: Config['trustProxy'] } | { problem: string } {
  if (value === undefined || value === 'false' || value === '0') return { ok: false };
  if (value === 'true')
    return {
      problem: `TRUST_PROXY: "true" would let every client choose its own address with X-Forwarded-For; ${TRUST_PROXY_HELP}`,
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_PROXY_HOPS ? { ok: hops } : { problem: `TRUST_PROXY: ${TRUST_PROXY_HELP}` };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(proxyEntryProblem).filter((problem) => problem !== null);
  if (problems.length > 0) return { problem: `TRUST_PROXY: ${problems.join('; ')}; ${TRUST_PROXY_HELP}` };
  return { ok: entries };
}

/** Variables that only work together with another one, or that no environment accepts. */
function dependentProblems(e: Env): string[] {
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(trustProxy.problem);
  // Stripe without its webhook secret could never complete a payment.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  // Without the site key no browser can make a token, so every sign-up and enquiry would be refused.
  if (e.RECAPTCHA_SECRET_KEY && !e.RECAPTCHA_SITE_KEY)
    problems.push('RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET_KEY is set');
  if (taxIds(e.SELLER_TAX_IDS) === null)
    problems.push('SELLER_TAX_IDS: NAME=NUMBER pairs separated by ";" (e.g. "GST/HST=123456789 RT0001")');
  // The same key twice would say a change is under way when none is.
  if (e.IMPRESSION_SIGNING_KEY_PREVIOUS && e.IMPRESSION_SIGNING_KEY_PREVIOUS === e.IMPRESSION_SIGNING_KEY)
    problems.push('IMPRESSION_SIGNING_KEY_PREVIOUS: must differ from IMPRESSION_SIGNING_KEY');
  if (addressLines(e.SELLER_ADDRESS).length === 0)
    problems.push('SELLER_ADDRESS: at least one address line (lines separated by "|")');
  if (e.MAIL_LINK_SIGNING_KEY !== undefined && e.MAIL_LINK_SIGNING_KEY.length < MIN_SECRET_LENGTH)
    problems.push(`MAIL_LINK_SIGNING_KEY: must be at least ${MIN_SECRET_LENGTH} characters long`);
  return problems;
}

/** What production refuses to run without: real money, real mail, and everything several instances must share
 *  (a secret each instance would otherwise draw for itself, a folder only one machine sees). Development keeps its
 *  embedded defaults with nothing set. */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  const requireSecret = (
    name: 'BOT_CHECK_HMAC_KEY' | 'OPERATOR_TOKEN' | 'IMPRESSION_SIGNING_KEY' | 'TOTP_ENCRYPTION_KEY',
    why: string,
  ) => {
    const value = e[name];
    const problem = value ? secretProblem(value) : `required in production (${why})`;
    if (problem) problems.push(`${name}: ${problem}`);
  };
  if (!e.STRIPE_SECRET_KEY && !e.ALLOW_TEST_CHECKOUT)
    problems.push(
      'STRIPE_SECRET_KEY: required in production (set ALLOW_TEST_CHECKOUT=true only for a staging site where no card is charged)',
    );
  if (!e.SMTP_URL)
    problems.push(
      'SMTP_URL: required in production (without it mail stays in the development outbox and nobody receives it)',
    );
  if (!e.RECAPTCHA_SECRET_KEY)
    requireSecret(
      'BOT_CHECK_HMAC_KEY',
      'the same key on every instance signs and checks bot-check challenges, unless RECAPTCHA_SECRET_KEY is set',
    );
  requireSecret('OPERATOR_TOKEN', 'the same secret on every instance lets the operator CLI in');
  requireSecret(
    'IMPRESSION_SIGNING_KEY',
    'the same key on every instance signs served impressions and checks their clicks',
  );
  requireSecret(
    'TOTP_ENCRYPTION_KEY',
    "the same key on every instance seals and opens the operators' authenticator secrets",
  );
  const previousImpressionKey = e.IMPRESSION_SIGNING_KEY_PREVIOUS;
  if (previousImpressionKey !== undefined && previousImpressionKey.length < MIN_SECRET_LENGTH)
    problems.push(`IMPRESSION_SIGNING_KEY_PREVIOUS: must be at least ${MIN_SECRET_LENGTH} characters long`);
  if (e.TOTP_ENCRYPTION_PREVIOUS_KEYS.some((key) => key.length < MIN_SECRET_LENGTH))
    problems.push(
      `TOTP_ENCRYPTION_PREVIOUS_KEYS: each key must be at least ${MIN_SECRET_LENGTH} characters long`,
    );
  // Previous keys are not held to the new rules: naming a weak key here is how a deployment moves away from it
  // (its secrets are opened once and sealed again with TOTP_ENCRYPTION_KEY).
  problems.push(...productionSafetyProblems(e));
  // Instances sharing one PostgreSQL stand behind one balancer: counted in memory, each would allow the limit again.
  if (e.DATABASE_URL && !e.DATABASE_URL.startsWith('memory:') && !e.REDIS_URL)
    problems.push(
      'REDIS_URL: required in production on PostgreSQL (the instances sharing the database must count request limits together, in Redis)',
    );
  if (!e.S3_BUCKET && !e.UPLOADS_DISK_SHARED)
    problems.push(
      'S3_BUCKET: required in production, or UPLOADS_DISK_SHARED=true when DATA_DIR/uploads is one disk every instance shares',
    );
  return problems;
}

/** Production settings that would open a door: development conveniences, cookies sent over plain HTTP, a Stripe
 *  key that is junk or takes no money, and third-party secrets copied from the repository. */
function productionSafetyProblems(e: Env): string[] {
  const problems: string[] = [];
  if (e.DEV_MAIL === true)
    problems.push(
      'DEV_MAIL: must not be true in production (the development outbox would show every mail, reset links included, to anyone)',
    );
  if (e.TEST_CLOCK === true)
    problems.push(
      'TEST_CLOCK: must not be true in production (anyone could move the time the scheduled mails are sent at)',
    );
  if (e.COOKIE_SECURE === false)
    problems.push(
      'COOKIE_SECURE: must not be false in production (session cookies would also travel over plain HTTP)',
    );
  const stripeProblem =
    e.STRIPE_SECRET_KEY && stripeKeyProblem(e.STRIPE_SECRET_KEY, e.STRIPE_TEST_MODE === true);
  if (stripeProblem) problems.push(`STRIPE_SECRET_KEY: ${stripeProblem}`);
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'S3_SECRET_ACCESS_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
    const value = e[name];
    if (value && isRepositoryValue(value))
      problems.push(`${name}: is a value written in the repository (a development or example value)`);
  }
  return problems;
}

/** TRUST_PROXY once dependentProblems has accepted it. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const parsed = parseTrustProxy(value);
  return 'ok' in parsed ? parsed.ok : false;
}

/** Parses an environment (process.env by default) into a Config; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const problems = parsed.issues.map(describeIssue);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.output;
  const development = e.NODE_ENV !== 'production';
  const problems = [...dependentProblems(e), ...(development ? [] : productionProblems(e))];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const portalOrigin = e.PORTAL_ORIGIN.replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    apiUrl: e.API_URL?.replace(/\/$/, ''),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    apiKeys: e.API_KEYS,
    portalOrigin,
    corsOrigins: [...new Set([portalOrigin, ...e.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, ''))])],
    publicFilesUrl: (e.PUBLIC_FILES_URL ?? `${portalOrigin}/api/files`).replace(/\/$/, ''),
    cookieSecure: e.COOKIE_SECURE ?? !development,
    devMail: development && (e.DEV_MAIL ?? isLoopbackHost(e.HOST)),
    testClock: development && e.TEST_CLOCK === true,
    mailLinkSigningKey:
      e.MAIL_LINK_SIGNING_KEY ??
      // A key of its own for mail links, so an unsubscribe signature can never pass as an impression id.
      createHmac('sha256', e.IMPRESSION_SIGNING_KEY ?? DEVELOPMENT_IMPRESSION_SIGNING_KEY)
        .update('mail-links')
        .digest('base64url'),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    ttl: {
      access: e.ACCESS_TOKEN_TTL_SECONDS,
      refresh: e.REFRESH_TOKEN_TTL_SECONDS,
      rotatedRefreshGrace: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
      confirmEmail: e.CONFIRM_EMAIL_TOKEN_TTL_SECONDS,
      resetPassword: e.RESET_PASSWORD_TOKEN_TTL_SECONDS,
      newEmail: e.NEW_EMAIL_TOKEN_TTL_SECONDS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      strictMax: e.RATE_LIMIT_STRICT_MAX,
      strictWindowSeconds: e.RATE_LIMIT_STRICT_WINDOW_SECONDS,
      uploadMax: e.RATE_LIMIT_UPLOAD_MAX,
      uploadWindowSeconds: e.RATE_LIMIT_UPLOAD_WINDOW_SECONDS,
      refreshMax: e.RATE_LIMIT_REFRESH_MAX,
      refreshWindowSeconds: e.RATE_LIMIT_REFRESH_WINDOW_SECONDS,
      store: e.RATE_LIMIT_STORE,
    },
    passwordSlowDown: {
      failures: e.PASSWORD_SLOWDOWN_FAILURES,
      windowSeconds: e.PASSWORD_SLOWDOWN_WINDOW_SECONDS,
      delaySeconds: e.PASSWORD_SLOWDOWN_DELAY_SECONDS,
      maxDelaySeconds: e.PASSWORD_SLOWDOWN_MAX_DELAY_SECONDS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      operatorEmail: e.OPERATOR_EMAIL,
      companyName: e.MAIL_COMPANY_NAME,
      retryIntervalSeconds: e.MAIL_RETRY_INTERVAL_SECONDS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    recaptcha:
      e.RECAPTCHA_SECRET_KEY && e.RECAPTCHA_SITE_KEY
        ? {
            secretKey: e.RECAPTCHA_SECRET_KEY,
            siteKey: e.RECAPTCHA_SITE_KEY,
            minScore: e.RECAPTCHA_MIN_SCORE,
          }
        : null,
    botCheckHmacKey: e.BOT_CHECK_HMAC_KEY,
    operatorToken: e.OPERATOR_TOKEN,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_TOTP_ENCRYPTION_KEY,
    totpPreviousEncryptionKeys: e.TOTP_ENCRYPTION_PREVIOUS_KEYS,
    adServing: {
      signingKey: e.IMPRESSION_SIGNING_KEY ?? DEVELOPMENT_IMPRESSION_SIGNING_KEY,
      previousSigningKey: e.IMPRESSION_SIGNING_KEY_PREVIOUS,
      countLimitPerMinute: e.AD_COUNT_LIMIT_PER_MINUTE,
      cacheSeconds: 5,
      flushSeconds: 5,
      impressionTtlSeconds: 3600,
    },
    redisUrl: e.REDIS_URL,
    seller: {
      name: e.SELLER_NAME,
      address: addressLines(e.SELLER_ADDRESS),
      taxIds: taxIds(e.SELLER_TAX_IDS) ?? [],
    },
  };
}

/** True where development conveniences (demo data) may exist; the mail routes ask `devMail` besides. */
export function isDevelopmentLike(config: Config): boolean {
  return config.nodeEnv !== 'production';
}
