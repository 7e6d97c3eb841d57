/** The configuration's defaults and its refusal of bad values. */
import { ConfigError, loadConfig } from './config';

/** What every production start needs besides payments: mail, the secrets all instances share, shared uploads. */
const PRODUCTION_BASICS = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://mailer:password@smtp.example.com:465',
  BOT_CHECK_HMAC_KEY: 'b'.repeat(32),
  OPERATOR_TOKEN: 'o'.repeat(32),
  IMPRESSION_SIGNING_KEY: 'i'.repeat(32),
  TOTP_ENCRYPTION_KEY: 't'.repeat(32),
  S3_BUCKET: 'portal-banners',
};

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
    STRIPE_SECRET_KEY: 'sk_live_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
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
  const without = (name: keyof typeof production) => {
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
      loadConfig({ ...production, TOTP_ENCRYPTION_PREVIOUS_KEYS: `${'p'.repeat(32)},short` }),
    ).toThrow(/TOTP_ENCRYPTION_PREVIOUS_KEYS: each key must be at least 32 characters/);
    const keys = { ...production, TOTP_ENCRYPTION_PREVIOUS_KEYS: ` ${'p'.repeat(32)} , ${'q'.repeat(32)} ` };
    expect(loadConfig(keys).totpPreviousEncryptionKeys).toEqual(['p'.repeat(32), 'q'.repeat(32)]);
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
