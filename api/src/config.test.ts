/** The configuration's defaults and its refusal of bad values. */
import { ConfigError, loadConfig } from './config';
import { drawnSecret, drawnStripeKey, productionBasics } from './testing/production-env';

/** What every production start needs besides payments: mail, the secrets all instances share, shared uploads. */
const PRODUCTION_BASICS = productionBasics();

test('an empty environment gives the embedded defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 4000,
    nodeEnv: 'development',
    apiKeys: ['portal-web-dev'],
    portalOrigin: 'http://localhost:3000',
    corsOrigins: ['http://localhost:3000'],
    publicFilesUrl: 'http://localhost:3000/api/files',
    cookieSecure: false,
    databaseUrl: undefined,
    ttl: {
      access: 900,
      refresh: 2_592_000,
      rotatedRefreshGrace: 10,
      confirmEmail: 86_400,
      resetPassword: 3_600,
      newEmail: 86_400,
    },
  });
  expect(config.dataDir).toMatch(/[\\/]\.data$/);
});

test('production makes cookies Secure and lists keys and origins from the environment', () => {
  const config = loadConfig({
    ...PRODUCTION_BASICS,
    API_KEYS: 'one, two',
    PORTAL_ORIGIN: 'https://ads.example.com/',
    CORS_ORIGINS: 'https://admin.example.com',
    STRIPE_SECRET_KEY: drawnStripeKey('live'),
    STRIPE_WEBHOOK_SECRET: `whsec_${drawnSecret()}`,
  });
  expect(config.cookieSecure).toBe(true);
  expect(config.apiKeys).toEqual(['one', 'two']);
  expect(config.corsOrigins).toEqual(['https://ads.example.com', 'https://admin.example.com']);
  expect(config.logLevel).toBe('info');
});

test('production refuses to start on the test checkout unless a staging site asks for it', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: required in production/);
  expect(loadConfig({ ...PRODUCTION_BASICS, ALLOW_TEST_CHECKOUT: 'true' }).nodeEnv).toBe('production');
  expect(loadConfig({}).stripe.secretKey).toBeUndefined(); // development: the test checkout
});

test('Stripe without its webhook secret is refused, since payments could never complete', () => {
  expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_example' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
});

test('reCAPTCHA needs its public site key beside the secret, or no browser could make a token', () => {
  expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(
    /RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET_KEY is set/,
  );
  expect(loadConfig({ RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site' }).recaptcha).toEqual({
    secretKey: 'secret',
    siteKey: 'site',
    minScore: 0.5,
  });
  expect(loadConfig({}).recaptcha).toBeNull(); // the proof-of-work check
});

test('the grace for a just-replaced refresh token can be changed or turned off, never negative', () => {
  expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '30' }).ttl.rotatedRefreshGrace).toBe(30);
  expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' }).ttl.rotatedRefreshGrace).toBe(0);
  expect(() => loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '-1' })).toThrow(
    /REFRESH_TOKEN_REUSE_GRACE_SECONDS/,
  );
});

test('bad values are refused, naming each variable', () => {
  expect(() => loadConfig({ PORT: 'eighty', RECAPTCHA_MIN_SCORE: '2' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
});

describe('production refuses settings that lose mail or differ between instances', () => {
  const production = { ...PRODUCTION_BASICS, ALLOW_TEST_CHECKOUT: 'true' };
  const without = (name: string) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    return env;
  };

  test('the complete production environment starts', () => {
    const config = loadConfig(production);
    expect(config.mail.smtpUrl).toBe(production.SMTP_URL);
    expect(config.operatorToken).toBe(production.OPERATOR_TOKEN);
    expect(config.botCheckHmacKey).toBe(production.BOT_CHECK_HMAC_KEY);
  });

  test('without SMTP_URL, since mail would stay in the development outbox', () => {
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(ConfigError);
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(/SMTP_URL: required in production/);
  });

  test('without BOT_CHECK_HMAC_KEY, unless reCAPTCHA does the bot check', () => {
    expect(() => loadConfig(without('BOT_CHECK_HMAC_KEY'))).toThrow(
      /BOT_CHECK_HMAC_KEY: required in production/,
    );
    const recaptcha = { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site' };
    expect(loadConfig({ ...without('BOT_CHECK_HMAC_KEY'), ...recaptcha }).recaptcha).not.toBeNull();
  });

  test('without OPERATOR_TOKEN, since a token drawn in each DATA_DIR differs between instances', () => {
    expect(() => loadConfig(without('OPERATOR_TOKEN'))).toThrow(/OPERATOR_TOKEN: required in production/);
  });

  test('without IMPRESSION_SIGNING_KEY, since a click must verify on the instance that did not serve it', () => {
    expect(() => loadConfig(without('IMPRESSION_SIGNING_KEY'))).toThrow(
      /IMPRESSION_SIGNING_KEY: required in production/,
    );
    expect(() => loadConfig({ ...production, IMPRESSION_SIGNING_KEY: 'short' })).toThrow(
      /IMPRESSION_SIGNING_KEY: must be at least 32 characters/,
    );
    expect(loadConfig(production).adServing.signingKey).toBe(production.IMPRESSION_SIGNING_KEY);
  });

  test('a previous impression signing key must be as long as a key, and not the current one', () => {
    const previous = 'p'.repeat(32);
    expect(
      loadConfig({ ...production, IMPRESSION_SIGNING_KEY_PREVIOUS: previous }).adServing.previousSigningKey,
    ).toBe(previous);
    expect(() => loadConfig({ ...production, IMPRESSION_SIGNING_KEY_PREVIOUS: 'short' })).toThrow(
      /IMPRESSION_SIGNING_KEY_PREVIOUS: must be at least 32 characters/,
    );
    expect(() =>
      loadConfig({ ...production, IMPRESSION_SIGNING_KEY_PREVIOUS: production.IMPRESSION_SIGNING_KEY }),
    ).toThrow(/IMPRESSION_SIGNING_KEY_PREVIOUS: must differ from IMPRESSION_SIGNING_KEY/);
    expect(loadConfig(production).adServing.previousSigningKey).toBeUndefined();
  });

  test("without TOTP_ENCRYPTION_KEY, since every instance must open the operators' authenticator secrets", () => {
    expect(() => loadConfig(without('TOTP_ENCRYPTION_KEY'))).toThrow(
      /TOTP_ENCRYPTION_KEY: required in production/,
    );
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be at least 32 characters/,
    );
    expect(loadConfig(production).totpEncryptionKey).toBe(production.TOTP_ENCRYPTION_KEY);
  });

  test('with a previous TOTP key shorter than 32 characters; the previous keys are a list', () => {
    expect(() =>
      loadConfig({ ...production, TOTP_ENCRYPTION_PREVIOUS_KEYS: `${drawnSecret()},short` }),
    ).toThrow(/TOTP_ENCRYPTION_PREVIOUS_KEYS: each key must be at least 32 characters/);
    const [p, q] = [drawnSecret(), drawnSecret()];
    const keys = { ...production, TOTP_ENCRYPTION_PREVIOUS_KEYS: ` ${p} , ${q} ` };
    expect(loadConfig(keys).totpPreviousEncryptionKeys).toEqual([p, q]);
    expect(loadConfig(production).totpPreviousEncryptionKeys).toEqual([]);
  });

  test('with a shared secret shorter than 32 characters', () => {
    expect(() => loadConfig({ ...production, OPERATOR_TOKEN: 'short' })).toThrow(
      /OPERATOR_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...production, BOT_CHECK_HMAC_KEY: 'short' })).toThrow(
      /BOT_CHECK_HMAC_KEY: must be at least 32 characters/,
    );
  });

  test('with uploads on a disk only this instance sees, unless it is marked as shared', () => {
    expect(() => loadConfig(without('S3_BUCKET'))).toThrow(/S3_BUCKET: required in production/);
    expect(loadConfig({ ...without('S3_BUCKET'), UPLOADS_DISK_SHARED: 'true' }).s3.bucket).toBeUndefined();
  });

  test('on PostgreSQL, without REDIS_URL: several instances would each count the limits on their own', () => {
    const onPostgres = { ...production, DATABASE_URL: 'postgres://portal@db.internal:5432/portal' };
    const error = (() => {
      try {
        loadConfig(onPostgres);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n').filter((line) => line.includes('REDIS_URL'));
    expect(lines).toEqual([
      expect.stringMatching(/REDIS_URL: required in production on PostgreSQL \(.+Redis/),
    ]);
    expect(loadConfig({ ...onPostgres, REDIS_URL: 'redis://cache.internal:6379' }).redisUrl).toBe(
      'redis://cache.internal:6379',
    );
    // The embedded database serves one instance: its counts stay in memory.
    expect(loadConfig(production).redisUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db.internal:5432/portal' }).rateLimit.store).toBe(
      'auto',
    );
  });

  test('RATE_LIMIT_STORE=database is refused with where the counts live now', () => {
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'database' })).toThrow(
      /RATE_LIMIT_STORE: the database store is gone \(decision 0102\).*set REDIS_URL/,
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'disk' })).toThrow(
      /RATE_LIMIT_STORE: must be auto or memory/,
    );
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory' }).rateLimit.store).toBe('memory');
  });

  test('every missing variable is named at once', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['STRIPE_SECRET_KEY', 'SMTP_URL', 'BOT_CHECK_HMAC_KEY', 'OPERATOR_TOKEN', 'S3_BUCKET'])
      expect((error as Error).message).toContain(`${name}: required in production`);
  });

  test('development keeps working with nothing set', () => {
    const config = loadConfig({});
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.operatorToken).toBeUndefined();
    expect(config.botCheckHmacKey).toBeUndefined();
    expect(config.mail).toMatchObject({ retryIntervalSeconds: 5, maxAttempts: 48 });
    expect(config.adServing.signingKey.length).toBeGreaterThanOrEqual(32);
    expect(config.adServing).toMatchObject({ countLimitPerMinute: 60, flushSeconds: 5 });
  });
});

describe('the seller printed on receipts', () => {
  test('development prints a seller that is plainly not a real business', () => {
    expect(loadConfig({}).seller).toEqual({
      name: 'Virtual Art Exhibition Advertising (development)',
      address: ['1 Example Street', 'Toronto, ON M5V 0A0', 'Canada'],
      taxIds: [{ name: 'GST/HST', number: '000000000 RT0000' }],
    });
  });

  test('SELLER_NAME, SELLER_ADDRESS (lines split on |) and SELLER_TAX_IDS (NAME=NUMBER; …) set it', () => {
    const config = loadConfig({
      SELLER_NAME: ' Example Arts Inc. ',
      SELLER_ADDRESS: '100 King St W|Suite 5||Toronto, ON M5X 1A9 | Canada',
      SELLER_TAX_IDS: 'GST/HST=123456789 RT0001; QST=1234567890 TQ0001',
    });
    expect(config.seller).toEqual({
      name: 'Example Arts Inc.',
      address: ['100 King St W', 'Suite 5', 'Toronto, ON M5X 1A9', 'Canada'],
      taxIds: [
        { name: 'GST/HST', number: '123456789 RT0001' },
        { name: 'QST', number: '1234567890 TQ0001' },
      ],
    });
    expect(loadConfig({ SELLER_TAX_IDS: '' }).seller.taxIds).toEqual([]);
  });

  test('a tax id without its name or number, or an empty address, is refused', () => {
    expect(() => loadConfig({ SELLER_TAX_IDS: '123456789' })).toThrow(/SELLER_TAX_IDS/);
    expect(() => loadConfig({ SELLER_TAX_IDS: 'GST=' })).toThrow(/SELLER_TAX_IDS/);
    expect(() => loadConfig({ SELLER_ADDRESS: ' | ' })).toThrow(/SELLER_ADDRESS/);
    expect(() => loadConfig({ SELLER_NAME: '  ' })).toThrow(/SELLER_NAME/);
  });

  test('MAIL_COMPANY_NAME names the operating company in mail signatures, trimmed; blank is refused', () => {
    expect(loadConfig({ MAIL_COMPANY_NAME: ' Example Arts Inc. ' }).mail.companyName).toBe(
      'Example Arts Inc.',
    );
    expect(loadConfig({}).mail.companyName).toMatch(/development/);
    expect(() => loadConfig({ MAIL_COMPANY_NAME: '  ' })).toThrow(/MAIL_COMPANY_NAME/);
  });
});

describe('settings that fail open are refused or closed (issue 39, items 10, 13, 14)', () => {
  const production = { ...PRODUCTION_BASICS, ALLOW_TEST_CHECKOUT: 'true' };

  test('the development mail routes exist only on a loopback HOST, or with DEV_MAIL=true', () => {
    expect(loadConfig({}).devMail).toBe(true); // npm start: HOST=localhost
    for (const host of ['localhost', '127.0.0.1', '127.8.0.1', '::1', '[::1]'])
      expect(loadConfig({ HOST: host }).devMail).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'ads.example.com'])
      expect(loadConfig({ HOST: host }).devMail).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAIL: 'true' }).devMail).toBe(true);
    expect(loadConfig({ HOST: 'localhost', DEV_MAIL: 'false' }).devMail).toBe(false);
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).devMail).toBe(false);
  });

  test('production refuses DEV_MAIL=true and COOKIE_SECURE=false', () => {
    expect(() => loadConfig({ ...production, DEV_MAIL: 'true' })).toThrow(/DEV_MAIL: must not be true/);
    expect(() => loadConfig({ ...production, COOKIE_SECURE: 'false' })).toThrow(
      /COOKIE_SECURE: must not be false in production/,
    );
    expect(loadConfig({ ...production, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false); // development may
  });

  test.each([
    [
      'the development impression-signing key',
      'IMPRESSION_SIGNING_KEY',
      'development-impression-signing-key-not-a-secret',
    ],
    ['the development TOTP key', 'TOTP_ENCRYPTION_KEY', 'development-totp-encryption-key-not-a-secret'],
    ['an operator token from the tests', 'OPERATOR_TOKEN', 'the-operators-shared-secret-0123456789abcdef'],
  ])('production refuses %s, since it is written in the repository', (_what, name, value) => {
    expect(() => loadConfig({ ...production, [name]: value })).toThrow(
      new RegExp(`${name}: is a value written in the repository`),
    );
  });

  test.each([
    ['32 × a', 'a'.repeat(32)],
    ['a short part repeated', 'abcd1234'.repeat(4)],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyz012345'],
    ['few characters', 'abababababababababababababababcc'],
  ])('production refuses a key with too little variety: %s', (_what, value) => {
    for (const name of [
      'IMPRESSION_SIGNING_KEY',
      'TOTP_ENCRYPTION_KEY',
      'OPERATOR_TOKEN',
      'BOT_CHECK_HMAC_KEY',
    ])
      expect(() => loadConfig({ ...production, [name]: value })).toThrow(
        new RegExp(`${name}: has too little variety`),
      );
    // A weak key may still be named as a previous one: that is how a deployment moves away from it.
    expect(
      loadConfig({ ...production, TOTP_ENCRYPTION_PREVIOUS_KEYS: value }).totpPreviousEncryptionKeys,
    ).toEqual([value]);
  });

  test('production refuses a Stripe key that does not look like one, and names it without its value', () => {
    const stripe = (key: string, extra: Record<string, string> = {}) => {
      const env = {
        ...PRODUCTION_BASICS,
        STRIPE_SECRET_KEY: key,
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        ...extra,
      };
      return () => loadConfig(env);
    };
    for (const junk of ['x', 'sk_live_', 'pk_live_51HxYzAbCdEfGhIjKlMnOpQr', `sk_live_${'a'.repeat(40)}`]) {
      expect(stripe(junk)).toThrow(/STRIPE_SECRET_KEY: (does not look like a Stripe key|is not a real)/);
      if (junk.length > 10) expect(catchMessage(stripe(junk))).not.toContain(junk);
    }
    expect(stripe(drawnStripeKey('live'))().stripe.secretKey).toMatch(/^sk_live_/);
    const restricted = `rk_live_${drawnStripeKey('live').slice(8)}`;
    expect(stripe(restricted)().stripe.secretKey).toBe(restricted);
  });

  test('production refuses a test-mode Stripe key unless STRIPE_TEST_MODE=true says it is a test deployment', () => {
    const env = { ...PRODUCTION_BASICS, STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const testKey = drawnStripeKey('test');
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: testKey })).toThrow(
      /STRIPE_SECRET_KEY: is a test-mode key, which takes no money; set STRIPE_TEST_MODE=true/,
    );
    expect(
      loadConfig({ ...env, STRIPE_SECRET_KEY: testKey, STRIPE_TEST_MODE: 'true' }).stripe.secretKey,
    ).toBe(testKey);
    expect(() =>
      loadConfig({ ...env, STRIPE_SECRET_KEY: drawnStripeKey('live'), STRIPE_TEST_MODE: 'true' }),
    ).toThrow(/STRIPE_SECRET_KEY: is a live key, but STRIPE_TEST_MODE=true/);
    // Development takes test keys as before.
    expect(
      loadConfig({ STRIPE_SECRET_KEY: testKey, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe.secretKey,
    ).toBe(testKey);
  });

  test('a malformed SMTP_URL is named without its value: no user, no password, no host', () => {
    const message = catchMessage(() => loadConfig({ SMTP_URL: 'smtp://mailer:S3cretPass@host:99999' }));
    expect(message).toMatch(/SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(message).not.toMatch(/S3cretPass|mailer|host:99999/);
    expect(() => loadConfig({ SMTP_URL: 'mailer:S3cretPass@host' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:S3cretPass@smtp.example.com:465' }).mail.smtpUrl).toBe(
      'smtps://mailer:S3cretPass@smtp.example.com:465',
    );
  });

  test.each([
    ['DATABASE_URL', 'postgres://portal:S3cretPass@db:70000/portal'],
    ['DATABASE_URL', 'mysql://portal:S3cretPass@db/portal'],
    ['REDIS_URL', 'redis://:S3cretPass@cache:99999'],
    ['REDIS_URL', 'cache:6379'],
    ['S3_ENDPOINT', 'ftp://S3cretPass@files'],
    ['PUBLIC_FILES_URL', 'cdn.example.com/S3cretPass'],
    ['API_URL', 'not a url S3cretPass'],
    ['PORTAL_ORIGIN', 'ads.example.com/S3cretPass'],
    ['CORS_ORIGINS', 'https://admin.example.com, S3cretPass'],
  ])(
    'every URL setting is checked at once: a malformed %s is named, its value never shown',
    (name, value) => {
      const message = catchMessage(() => loadConfig({ [name]: value }));
      expect(message).toContain(`${name}: `);
      expect(message).not.toContain('S3cretPass');
    },
  );

  test('URL settings that are well formed keep working', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://portal:pw@db.internal:5432/portal',
      REDIS_URL: 'rediss://:pw@cache.internal:6380',
      S3_ENDPOINT: 'https://s3.example.com',
      PUBLIC_FILES_URL: 'https://cdn.example.com/files/',
      CORS_ORIGINS: 'https://admin.example.com',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://portal:pw@db.internal:5432/portal',
      redisUrl: 'rediss://:pw@cache.internal:6380',
      publicFilesUrl: 'https://cdn.example.com/files',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATABASE_URL: 'postgres:///portal?host=/run/postgresql' }).databaseUrl).toBeDefined();
  });

  test('no refused value is quoted, whatever the variable', () => {
    const message = catchMessage(() => loadConfig({ NODE_ENV: 'S3cretPass', PORT: 'S3cretPass' }));
    expect(message).toMatch(/NODE_ENV: /);
    expect(message).toMatch(/PORT: /);
    expect(message).not.toContain('S3cretPass');
  });
});

function catchMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
