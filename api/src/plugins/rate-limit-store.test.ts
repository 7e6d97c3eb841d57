/** Rate-limit counts kept in the database hold across API instances: two apps on one database (PGlite here,
 *  PostgreSQL when the suite runs with API_TEST_DATABASE=postgres) share one count per route and address. */
import { loadConfig } from '../config';
import type { App } from '../http/types';
import { buildTestCluster, testConfig, TEST_API_KEY, type TestCluster } from '../testing/build-test-app';
import { countRequest } from './rate-limit-store';
import { rateLimitStoreKind } from './rate-limit';

// Building the instances starts PGlite (about 2 s each, more when suites run in parallel).
jest.setTimeout(30_000);

let cluster: TestCluster;
let first: App;
let second: App;
beforeAll(async () => {
  cluster = await buildTestCluster({
    config: {
      rateLimit: { ...testConfig().rateLimit, store: 'database', strictMax: 3, strictWindowSeconds: 600 },
    },
  });
  const [a, b] = cluster.instances;
  if (!a || !b) throw new Error('two instances expected');
  [first, second] = [a.app, b.app];
});
afterAll(() => cluster.close());

const forgot = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/advertisers/forgot-password',
    remoteAddress,
    headers: { 'x-api-key': TEST_API_KEY },
    payload: { email: 'nobody@example.com' },
  });

test('a limit of 3 holds at 3 across two instances on one database', async () => {
  const answers: number[] = [];
  for (const app of [first, second, first, second, first])
    answers.push((await forgot(app, '10.1.0.1')).statusCode);

  expect(answers).toEqual([200, 200, 200, 429, 429]);
  // Another address keeps its own count.
  expect((await forgot(second, '10.1.0.2')).statusCode).toBe(200);
});

test('concurrent requests are each counted once', async () => {
  const answers = await Promise.all(
    [first, second, first, second, first, second].map((app) => forgot(app, '10.1.0.3')),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
});

test('a count starts again at 1 once its window has passed, and keys count apart', async () => {
  const { db } = first;
  expect((await countRequest(db, 'window-test', 400)).current).toBe(1);
  const again = await countRequest(db, 'window-test', 400);
  expect(again.current).toBe(2);
  expect(again.ttl).toBeGreaterThan(0);
  expect(again.ttl).toBeLessThanOrEqual(400);
  expect((await countRequest(db, 'another-key', 400)).current).toBe(1);

  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await countRequest(db, 'window-test', 400)).current).toBe(1);
});

test('counts live in PostgreSQL without Redis, in memory on the embedded database, in Redis with REDIS_URL', () => {
  const auto = loadConfig({});
  expect(rateLimitStoreKind(auto, 'postgres')).toBe('database');
  expect(rateLimitStoreKind(auto, 'pglite')).toBe('memory');
  expect(rateLimitStoreKind(loadConfig({ REDIS_URL: 'redis://cache:6379' }), 'postgres')).toBe('redis');
  expect(rateLimitStoreKind(loadConfig({ RATE_LIMIT_STORE: 'database' }), 'pglite')).toBe('database');
});

test('no request in this file was answered with a server error', () => {
  expect(cluster.instances.flatMap((instance) => instance.serverErrors)).toEqual([]);
});
