/** When the rate-limit store fails, the limits on sign-in, sign-up, forgot-password and the operators' sign-in
 *  refuse with 503 and the shared body in both languages rather than let a flood through; every other limit lets
 *  requests through (docs/security.md lists which). Two stores that can fail: the database (its table gone) and
 *  Redis (nothing listening at REDIS_URL). */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { buildTestApp, testConfig, TEST_API_KEY, type TestApp } from '../testing/build-test-app';

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

describe('the database store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimit: { ...testConfig().rateLimit, store: 'database' } } });
  });
  afterAll(() => t.close());

  test('while its table cannot be written, the guarded routes answer 503 and the others go on', async () => {
    for (const url of REFUSING) expect((await post(t, url)).statusCode).toBeLessThan(500);

    await t.app.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    try {
      for (const url of REFUSING) await expectRefusedWithSharedBody(t, url);
      for (const url of LETTING_THROUGH) await expectLetThrough(t, url);
    } finally {
      await t.app.db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }

    // Once the store answers again, so do the routes.
    for (const url of REFUSING) expect((await post(t, url)).statusCode).toBeLessThan(500);
  });
});

/** A local port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

describe('the Redis store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
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
