/** Strict limits on the abuse-prone routes, the refresh limit and the upload limit per advertiser answer 429 with
 *  text in both languages; other routes are not limited. The refresh limit lets tabs refresh together. */
import { ApiErrorBodySchema } from 'shared-contracts';
import * as v from 'valibot';
import { loadConfig } from '../config';
import { buildAdTestApp, multipart, PNG_BYTES, type AdTestApp } from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, TEST_API_KEY } from '../testing/build-test-app';
import { rateLimitStoreKind } from './rate-limit';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  // A throw-away DATA_DIR, because the upload test stores files.
  t = await buildAdTestApp({
    config: {
      rateLimit: {
        ...loadConfig({}).rateLimit, // the shipped refresh limit
        strictMax: 2,
        strictWindowSeconds: 60,
        uploadMax: 2,
        uploadWindowSeconds: 60,
      },
    },
  });
});
afterAll(() => t.close());

/** The application form's upload body: one PNG, an empty key, its type. */
const pngForm = () =>
  multipart([
    { name: 'file', filename: 'banner.png', contentType: 'image/png', bytes: PNG_BYTES },
    { name: 'key', value: '' },
    { name: 'fileType', value: 'png' },
  ]);

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

test('the third upload by one advertiser within the window is a 429 in English and Japanese, from any address', async () => {
  const { agent } = await signedInAdvertiser(t.app);
  const upload = (remoteAddress: string) =>
    agent.inject({ method: 'POST', url: '/api/s3/', remoteAddress, ...pngForm() });
  expect((await upload('10.0.1.1')).statusCode).toBe(200);
  expect((await upload('10.0.1.1')).statusCode).toBe(200);
  const limited = await upload('10.0.1.1');
  expect(limited.statusCode).toBe(429);
  const body = v.parse(ApiErrorBodySchema, limited.json());
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.ja).toContain('しばらく');
  expect(limited.headers['retry-after']).toBeDefined();

  // The count belongs to the advertiser: another address does not reset it, and a neighbour behind the same
  // address keeps a count of their own.
  expect((await upload('10.0.1.2')).statusCode).toBe(429);
  const { agent: neighbour } = await signedInAdvertiser(t.app);
  const neighbourUpload = await neighbour.inject({
    method: 'POST',
    url: '/api/s3/',
    remoteAddress: '10.0.1.1',
    ...pngForm(),
  });
  expect(neighbourUpload.statusCode).toBe(200);
});

const post = (url: string, remoteAddress: string, options: { payload?: object; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

test.each([
  ['check-email-id', { payload: { userId: 1, accountId: '00000000-0000-4000-8000-000000000000' } }],
  ['reset-token-validation', { token: 'made-up-reset-token' }],
  [
    'reset-password',
    { token: 'made-up', payload: { password: 'Fresh-pass-7!', confirmPassword: 'Fresh-pass-7!' } },
  ],
])('the third %s call from one address within the window is a 429', async (route, options) => {
  const url = `/api/advertisers/${route}`;
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push((await post(url, '10.0.2.1', options)).statusCode);
  expect(answers[0]).not.toBe(429);
  expect(answers[1]).not.toBe(429);
  expect(answers[2]).toBe(429);
  expect((await post(url, '10.0.2.2', options)).statusCode).not.toBe(429);
});

describe('POST /api/advertisers/refresh', () => {
  const refresh = (agent: ReturnType<typeof createAgent>, remoteAddress: string) =>
    agent.inject({ method: 'POST', url: '/api/advertisers/refresh', remoteAddress });

  test('two tabs of one browser refreshing together both get a session', async () => {
    const { agent: firstTab } = await signedInAdvertiser(t.app);
    const secondTab = createAgent(t.app);
    secondTab.setCookie('portal_refresh', firstTab.cookie('portal_refresh') ?? '', '/api/advertisers');

    const answers = await Promise.all([refresh(firstTab, '10.0.3.1'), refresh(secondTab, '10.0.3.1')]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  test('a flood of 30 refreshes from one address is cut off with a 429 in English and Japanese', async () => {
    const answers: number[] = [];
    let limited: string | undefined;
    for (let i = 0; i < 30; i += 1) {
      const answer = await refresh(createAgent(t.app), '10.0.3.2');
      answers.push(answer.statusCode);
      if (answer.statusCode === 429) limited = answer.body;
    }
    expect(answers.filter((status) => status === 429)).toHaveLength(30 - t.config.rateLimit.refreshMax);
    const body = v.parse(ApiErrorBodySchema, JSON.parse(limited ?? '{}'));
    expect(body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(body.ja).toContain('しばらく');
  });
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

test('counts live in Redis with REDIS_URL, else in memory (development, the embedded database)', () => {
  expect(rateLimitStoreKind(loadConfig({}))).toBe('memory');
  expect(rateLimitStoreKind(loadConfig({ DATABASE_URL: 'postgres://portal@db:5432/portal' }))).toBe('memory');
  expect(rateLimitStoreKind(loadConfig({ REDIS_URL: 'redis://cache:6379' }))).toBe('redis');
  expect(
    rateLimitStoreKind(loadConfig({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT_STORE: 'memory' })),
  ).toBe('memory');
});
