/** When the rate-limit store fails, the limits on sign-in, sign-up, forgot-password and the operators' sign-in
 *  refuse with 503 and the shared body in both languages rather than let a flood through; every other limit lets
 *  requests through (docs/security.md lists which). The store that can fail is Redis: one that stops while the API
 *  runs (a real redis-server, skipped without one) and one never reachable at REDIS_URL. */
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { buildTestApp, testConfig, TEST_API_KEY, type TestApp } from '../testing/build-test-app';
import { freePort } from '../testing/free-port';
import { hasRedisServer, startRedisServer, type RedisServer } from '../testing/redis-server';

// Building the app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(60_000);

const REFUSING = [
  '/api/advertisers/signin',
  '/api/advertisers/signup',
  '/api/advertisers/forgot-password',
  '/api/operator-auth/signin',
];
const LETTING_THROUGH = [
  '/api/advertisers/resend-email',
  '/api/advertisers/check-email-id',
  '/api/advertisers/reset-password',
  '/api/enquiries',
];

const post = (t: TestApp, url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: '10.4.0.1',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: { email: 'someone@example.com' },
  });

async function expectRefusedWithSharedBody(t: TestApp, url: string) {
  const answer = await post(t, url);
  expect({ url, status: answer.statusCode }).toEqual({ url, status: 503 });
  const body = v.parse(ApiErrorBodySchema, answer.json());
  expect(body.code).toBe('UNAVAILABLE');
  expect(body.en).toMatch(/unavailable/i);
  expect(body.ja).toContain('しばらく');
}

async function expectLetThrough(t: TestApp, url: string) {
  const answer = await post(t, url);
  expect({ url, status: answer.statusCode }).toEqual({ url, status: expect.any(Number) });
  expect(answer.statusCode).toBeLessThan(500);
}

if (!hasRedisServer) console.warn('redis-server is not installed: the Redis outage test is skipped');
const describeWithRedis = hasRedisServer ? describe : describe.skip;

describeWithRedis('a Redis store that stops and comes back', () => {
  let t: TestApp;
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    t = await buildTestApp({
      config: { redisUrl: redis.url, rateLimit: { ...testConfig().rateLimit, store: 'auto' } },
    });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  test('while Redis is down, the guarded routes answer 503 and the others go on; then they answer again', async () => {
    for (const url of REFUSING) expect((await post(t, url)).statusCode).toBeLessThan(500);

    await redis.stop();
    for (const url of REFUSING) await expectRefusedWithSharedBody(t, url);
    for (const url of LETTING_THROUGH) await expectLetThrough(t, url);

    // Once the store answers again (the client reconnects on its own), so do the routes.
    redis = await startRedisServer(redis.port);
    const first = REFUSING[0] ?? '';
    for (let tries = 0; (await post(t, first)).statusCode === 503 && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const url of REFUSING) expect((await post(t, url)).statusCode).toBeLessThan(500);
  });
});

describe('a Redis store never reachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        // A free port: nothing listens on it.
        redisUrl: `redis://127.0.0.1:${await freePort()}`,
        rateLimit: { ...testConfig().rateLimit, store: 'auto' },
      },
    });
  });
  afterAll(() => t.close());

  test('with Redis unreachable, the guarded routes answer 503 and the others go on', async () => {
    for (const url of REFUSING) await expectRefusedWithSharedBody(t, url);
    for (const url of LETTING_THROUGH) await expectLetThrough(t, url);
  });
});
