/** Strict limits on the abuse-prone routes answer 429 with text in both languages; other routes are not limited. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import { buildTestApp, TEST_API_KEY, type TestApp } from '../testing/build-test-app';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: { strictMax: 2, strictWindowSeconds: 60 } } });
});
afterAll(() => t.close());

const forgot = (remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/advertisers/forgot-password',
    remoteAddress,
    headers: { 'x-api-key': TEST_API_KEY },
    payload: { email: 'someone@example.com' },
  });

test('the third forgot-password request from one address within the window is a 429 in English and Japanese', async () => {
  expect((await forgot()).statusCode).toBe(200);
  expect((await forgot()).statusCode).toBe(200);
  const limited = await forgot();
  expect(limited.statusCode).toBe(429);
  const body = v.parse(ApiErrorBodySchema, limited.json());
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.ja).toContain('しばらく');
  expect(limited.headers['retry-after']).toBeDefined();

  // Another address and another limited route keep their own counts.
  expect((await forgot('10.0.0.2')).statusCode).toBe(200);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/advertisers/signin',
    remoteAddress: '10.0.0.1',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: { email: 'someone@example.com', password: 'x' },
  });
  expect(signIn.statusCode).toBe(400);
});

test('routes without a strict limit are not limited', async () => {
  for (let i = 0; i < 5; i += 1) {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9' })).statusCode,
    ).toBe(200);
  }
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
