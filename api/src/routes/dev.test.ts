/** The development mail outbox: JSON for journeys, pages for people, and absent in production. */
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { buildTestApp, createAdvertiser, TEST_API_KEY, type TestApp } from '../testing/build-test-app';
import { MEMORY_DATABASE_URL } from '../db/client';
import { drawnSecret } from '../testing/production-env';
import { openMemoryDatabase } from '../testing/test-database';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Asks for a reset mail and waits for it: the API mails after answering. */
async function requestReset(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/advertisers/forgot-password',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: { email },
  });
  await t.app.afterResponse.settled();
}

describe('GET /api/dev/outbox', () => {
  test('lists mail newest first with links, filtered by recipient, without an API key', async () => {
    const first = await createAdvertiser(t.app);
    const second = await createAdvertiser(t.app);
    await requestReset(first.email);
    await requestReset(second.email);
    await requestReset(first.email);

    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
    expect(all[0].to).toBe(first.email);
    expect(all[1].to).toBe(second.email);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: first.email,
      subject: expect.stringContaining('Reset your password'),
      text: expect.stringContaining('/reset-password?token='),
      html: expect.stringContaining('<a href='),
      links: [expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=/)],
      headers: {},
      sentAt: expect.any(String),
    });
    expect(Date.parse(mails[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(mails[1].sentAt));
  });
});

describe('GET /api/dev/mail', () => {
  test('lists mail as a page whose entries open with clickable links', async () => {
    const advertiser = await createAdvertiser(t.app);
    await requestReset(advertiser.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    const href = /href="(\/api\/dev\/mail\/\d+)"/.exec(list.body)?.[1] ?? '';
    const mail = await t.app.inject({ method: 'GET', url: href });
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toMatch(/<a href="http:\/\/localhost:3000\/reset-password\?token=[^"]+">/);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail/999999' })).statusCode).toBe(404);
  });
});

describe('hostile input to the dev routes', () => {
  test.each(['/api/dev/outbox?to=%00', '/api/dev/mail?to=a%01b', '/api/dev/outbox?to=%0Aa'])(
    '%s (a control character in the filter) is a 400, not a database error',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    },
  );

  test.each(['2147483648', '999999999999999', '0'])(
    '/api/dev/mail/%s is a 400 for an id no column holds',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/mail/${id}` });
      expect(res.statusCode).toBe(400);
    },
  );
});

/** Whether GET /api/dev/outbox exists (answers anything but 404) on an app built from `env`. */
async function outboxExists(env: Record<string, string>): Promise<boolean> {
  const database = await openMemoryDatabase('/tmp');
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: MEMORY_DATABASE_URL, ...env });
  const app = await buildApp(config, { database, logger: false });
  try {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    return res.statusCode !== 404;
  } finally {
    await app.close();
    await database.close();
  }
}

test('the dev routes do not exist in production', async () => {
  const production = {
    NODE_ENV: 'production',
    ALLOW_TEST_CHECKOUT: 'true',
    SMTP_URL: 'smtp://127.0.0.1:1',
    BOT_CHECK_HMAC_KEY: drawnSecret(),
    OPERATOR_TOKEN: drawnSecret(),
    IMPRESSION_SIGNING_KEY: drawnSecret(),
    TOTP_ENCRYPTION_KEY: drawnSecret(),
    UPLOADS_DISK_SHARED: 'true',
  };
  expect(await outboxExists(production)).toBe(false);
  expect(await outboxExists({ ...production, HOST: '127.0.0.1' })).toBe(false);
});

describe('in development, the dev routes exist only on a loopback address or when asked for', () => {
  test('a development API listening on a public address (NODE_ENV left unset) shows no outbox', async () => {
    expect(await outboxExists({ HOST: '0.0.0.0' })).toBe(false);
    expect(await outboxExists({ HOST: '203.0.113.7' })).toBe(false);
  });

  test('the loopback default of npm start keeps them, and DEV_MAIL=true brings them back on a public address', async () => {
    expect(await outboxExists({})).toBe(true);
    expect(await outboxExists({ HOST: '127.0.0.1' })).toBe(true);
    expect(await outboxExists({ HOST: '0.0.0.0', DEV_MAIL: 'true' })).toBe(true);
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
