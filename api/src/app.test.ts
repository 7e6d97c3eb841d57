/** The cross-cutting behaviour every route shares: the API key, the error body shape, CORS and security headers. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import { buildTestApp, TEST_API_KEY, type TestApp } from './testing/build-test-app';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
