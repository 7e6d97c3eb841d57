/** The cross-cutting behaviour every route shares: the API key, the error body shape, CORS and security headers,
 *  logs that never carry a token, and mail that waits out an SMTP outage. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import { buildApp, type LogStream } from './app';
import type { MailMessage, MailResult, MailTransport } from './adapters/mail/mail';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './plugins/session';
import {
  buildTestApp,
  createAdvertiser,
  latestLink,
  mailsTo,
  TEST_API_KEY,
  testConfig,
  type TestApp,
} from './testing/build-test-app';
import { openTestDatabase } from './testing/test-database';

const PORTAL = 'http://localhost:3000';
const SECOND_ORIGIN = 'https://admin.example.com';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { corsOrigins: [PORTAL, SECOND_ORIGIN] } });
});
afterAll(() => t.close());

const withKey = { 'x-api-key': TEST_API_KEY };

describe('GET /api/health', () => {
  test('answers without an API key when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});

describe('the API key', () => {
  test('a request without the key gets 401 INVALID_API_KEY in English and Japanese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(401);
    const body = v.parse(ApiErrorBodySchema, res.json());
    expect(body).toMatchObject({ statusCode: 401, code: 'INVALID_API_KEY', message: 'Invalid API key.' });
    expect(body.ja).toBe('APIキーが無効です。');
  });

  test('a wrong key is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-api-key': 'guess' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });
});

describe('errors', () => {
  test('an unknown route answers 404 in the shared error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: withKey });
    expect(res.statusCode).toBe(404);
    expect(v.parse(ApiErrorBodySchema, res.json()).code).toBe('NOT_FOUND');
  });

  test.each([
    ['a broken percent-escape', '/api/ads/%zz', 400],
    ['a path parameter over the router’s length', `/api/ads/${'9'.repeat(200)}`, 414],
  ])('a URL with %s answers in the shared error shape', async (_case, url, status) => {
    const res = await t.app.inject({ method: 'GET', url, headers: withKey });
    expect(res.statusCode).toBe(status);
    const body = v.parse(ApiErrorBodySchema, res.json());
    expect(body.en).not.toBe('');
    expect(body.ja).not.toBe('');
  });

  test('a JSON body with half of a surrogate pair in any string is a 400 in both languages; a whole pair passes', async () => {
    const signIn = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/advertisers/signin',
        headers: { ...withKey, 'content-type': 'application/json' },
        payload: body,
      });
    // In a field the schema reads, one it drops, and a key: none reaches the database.
    for (const body of [
      '{"email":"a\\ud822@example.com","password":"Sunny-day-42"}',
      '{"email":"a@example.com","password":"Sunny-day-42","extra":["x",{"deep":"\\ude5a"}]}',
      '{"email":"a@example.com","password":"Sunny-day-42","\\udfff":1}',
    ]) {
      const res = await signIn(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        en: 'Some of the text sent contains a broken character (part of an emoji or symbol).',
        ja: '送信された内容に壊れた文字（絵文字や記号の一部）が含まれています。',
      });
    }
    // An emoji written as its escaped pair is text like any other: the credentials are simply wrong.
    const emoji = await signIn('{"email":"a\\ud83c\\udf41@example.com","password":"Sunny-day-42"}');
    expect(emoji.json()).not.toMatchObject({ en: expect.stringContaining('broken character') });
    expect(emoji.statusCode).toBeLessThan(500);
  });

  test('an OPTIONS request that is not a real preflight gets no plain-text 400', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/serve', headers: { origin: 'null' } });
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('browser protections', () => {
  test('CORS allows the portal origin with credentials and nobody else', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/advertisers/signin',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/advertisers/signin',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  const preflight = (origin: string, method: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/ads/12',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,x-api-key',
      },
    });

  test.each(['PATCH', 'DELETE', 'GET', 'POST'])(
    'a configured second origin may %s with credentials, as the portal may',
    async (method) => {
      for (const origin of [SECOND_ORIGIN, PORTAL]) {
        const res = await preflight(origin, method);
        expect(res.statusCode).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      }
    },
  );

  test('an unknown origin is allowed no method', async () => {
    for (const method of ['PATCH', 'DELETE', 'POST']) {
      const res = await preflight('https://evil.example', method);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers['access-control-allow-methods'] ?? '')).not.toContain(method);
    }
  });

  test('responses carry the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/openapi.json', () => {
  test('describes the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: withKey });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});

/** The app with its configured logger at every level, writing each log line into `lines`. */
async function buildLoggingApp(
  options: { mailTransport?: MailTransport; retryIntervalSeconds?: number } = {},
) {
  const base = testConfig({ logLevel: 'trace' });
  const config = {
    ...base,
    mail: {
      ...base.mail,
      retryIntervalSeconds: options.retryIntervalSeconds ?? base.mail.retryIntervalSeconds,
    },
  };
  const { database, dispose } = await openTestDatabase(config.dataDir);
  const lines: string[] = [];
  const logStream: LogStream = { write: (line) => void lines.push(line) };
  const adapters = options.mailTransport ? { mailTransport: options.mailTransport } : {};
  const app = await buildApp(config, { database, logStream, adapters });
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

const withKeyAnd = (headers: Record<string, string>) => ({ ...withKey, ...headers });

describe('logs', () => {
  test('sending, checking and using a reset link logs no token, link, password, cookie or recipient', async () => {
    const logged = await buildLoggingApp();
    try {
      const { app } = logged;
      const advertiser = await createAdvertiser(app);
      await app.inject({
        method: 'POST',
        url: '/api/advertisers/forgot-password',
        headers: withKey,
        payload: { email: advertiser.email },
      });
      await app.afterResponse.settled();
      const link = await latestLink(app, advertiser.email, '/reset-password');
      const token = link.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[\w-]{40,}$/);

      const bearer = withKeyAnd({ authorization: `Bearer ${token}` });
      const check = {
        method: 'POST',
        url: '/api/advertisers/reset-token-validation',
        headers: bearer,
      } as const;
      expect((await app.inject(check)).statusCode).toBe(200);
      // A client that also puts the token in the address.
      await app.inject({ ...check, url: `${check.url}?token=${token}` });
      const password = 'Fresh-pass-7!';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/advertisers/reset-password',
        headers: bearer,
        payload: { password, confirmPassword: password },
      });
      expect(reset.statusCode).toBe(200);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/advertisers/signin',
        headers: withKey,
        payload: { email: advertiser.email, password },
      });
      expect(signIn.statusCode).toBe(200);
      const cookieValue = (name: string) =>
        signIn.cookies.find((cookie) => cookie.name === name)?.value ?? '';
      const cookies = {
        [ACCESS_COOKIE]: cookieValue(ACCESS_COOKIE),
        [REFRESH_COOKIE]: cookieValue(REFRESH_COOKIE),
      };
      await app.inject({ method: 'GET', url: '/api/advertisers/latest', headers: withKey, cookies });

      const log = logged.lines.join('');
      // The capture works: the mail and the requests were logged, by id and subject.
      expect(log).toContain('mail delivered');
      expect(log).toContain('Reset your password');
      expect(log).toContain('/api/advertisers/reset-token-validation');
      const secrets = [token, link.href, password, advertiser.password, ...Object.values(cookies)];
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(8);
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain(advertiser.email);
    } finally {
      await logged.close();
    }
  });
});

describe('logged errors', () => {
  test('an error logged with { err } keeps its type and frames, never its message', async () => {
    const logged = await buildLoggingApp();
    try {
      const secret = 'ann@example.com refused: duplicate key (email)=(ann@example.com)';
      logged.app.log.error({ err: new TypeError(secret) }, 'work after the response failed');
      const log = logged.lines.join('');
      expect(log).toContain('work after the response failed');
      expect(log).toContain('TypeError');
      expect(log).not.toContain('ann@example.com');
    } finally {
      await logged.close();
    }
  });
});

/** A transport that refuses while `down` and counts what it took. */
function switchableTransport() {
  const state = { down: true, tries: 0, delivered: [] as MailMessage[] };
  const transport: MailTransport = {
    kind: 'smtp',
    description: 'a fake SMTP server',
    async deliver(message): Promise<MailResult> {
      state.tries += 1;
      if (state.down) return { ok: false, reason: 'ECONNREFUSED: connect refused' };
      state.delivered.push(message);
      return { ok: true };
    },
  };
  return { transport, state };
}

describe('mail during an SMTP outage', () => {
  test('a reset mail the server refused is delivered by the app once the server is back, then the loop stops with the app', async () => {
    const { transport, state } = switchableTransport();
    const logged = await buildLoggingApp({ mailTransport: transport, retryIntervalSeconds: 1 });
    let closed = false;
    try {
      const { app } = logged;
      const advertiser = await createAdvertiser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/advertisers/forgot-password',
        headers: withKey,
        payload: { email: advertiser.email },
      });
      expect(res.statusCode).toBe(200);
      await app.afterResponse.settled();
      expect(state.tries).toBe(1);
      expect(state.delivered).toEqual([]);
      // Stored, so nothing is lost while the server is down.
      expect(await mailsTo(app, advertiser.email)).toHaveLength(1);

      state.down = false;
      const deadline = Date.now() + 15_000;
      while (state.delivered.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(state.delivered.map((mail) => mail.to)).toEqual([advertiser.email]);
      expect(state.delivered[0]?.subject).toContain('Reset your password');

      // Refused again after close: a loop still running would try it.
      state.down = true;
      await app.inject({
        method: 'POST',
        url: '/api/advertisers/forgot-password',
        headers: withKey,
        payload: { email: advertiser.email },
      });
      await app.afterResponse.settled();
      await logged.close();
      closed = true;
      const triesAtClose = state.tries;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(state.tries).toBe(triesAtClose);
      expect(logged.lines.join('')).toContain('mail not delivered; it stays queued');
    } finally {
      if (!closed) await logged.close();
    }
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
