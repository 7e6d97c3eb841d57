/** The configuration's defaults and its refusal of bad values. */
import { ConfigError, loadConfig } from './config';

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
    NODE_ENV: 'production',
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
  expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }).nodeEnv).toBe('production');
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
