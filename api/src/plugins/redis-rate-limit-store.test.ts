/** The Redis store counts as the limits need, against a real Redis (Debian's redis-server, which .ci/run installs;
 *  skipped, and said so, on a machine without one): a strict limit refuses the request over its maximum with 429, per
 *  client address, two apps share one count (two instances behind a balancer), and a new window starts once the old
 *  one has passed. */
import { buildTestApp, testConfig, TEST_API_KEY, type TestApp } from '../testing/build-test-app';
import { hasRedisServer, startRedisServer, type RedisServer } from '../testing/redis-server';

jest.setTimeout(60_000);

if (!hasRedisServer) console.warn('redis-server is not installed: the Redis store tests are skipped');
const describeWithRedis = hasRedisServer ? describe : describe.skip;

describeWithRedis('the Redis store', () => {
  let redisServer: RedisServer;
  let redisUrl: string;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    redisServer = await startRedisServer();
    redisUrl = redisServer.url;
  });

  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await redisServer.stop();
  });

  async function instance(windowSeconds = 60): Promise<TestApp> {
    const t = await buildTestApp({
      config: {
        redisUrl,
        rateLimit: {
          ...testConfig().rateLimit,
          store: 'auto',
          strictMax: 3,
          strictWindowSeconds: windowSeconds,
        },
      },
    });
    apps.push(t);
    return t;
  }

  const forgot = (t: TestApp, address: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/advertisers/forgot-password',
        remoteAddress: address,
        headers: { 'x-api-key': TEST_API_KEY },
        payload: { email: 'nobody@example.com' },
      })
      .then((answer) => answer.statusCode);

  test('two instances share one count per address: the request over the maximum gets 429, another address goes on', async () => {
    const [first, second] = [await instance(), await instance()];
    expect(await forgot(first, '10.9.0.1')).toBeLessThan(400);
    expect(await forgot(second, '10.9.0.1')).toBeLessThan(400);
    expect(await forgot(first, '10.9.0.1')).toBeLessThan(400);
    expect(await forgot(second, '10.9.0.1')).toBe(429);
    expect(await forgot(first, '10.9.0.1')).toBe(429);
    expect(await forgot(second, '10.9.0.2')).toBeLessThan(400);
  });

  test('once the window has passed, the address is counted afresh', async () => {
    const t = await instance(1);
    for (let n = 0; n < 3; n += 1) expect(await forgot(t, '10.9.1.1')).toBeLessThan(400);
    expect(await forgot(t, '10.9.1.1')).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await forgot(t, '10.9.1.1')).toBeLessThan(400);
  });
});
