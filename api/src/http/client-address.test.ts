/** Per-address limits and counts see the client's real address (decision 0094): behind TRUST_PROXY (a hop count or
 *  the proxies' CIDR ranges, never `true`) a forged X-Forwarded-For changes nothing, and IPv6 counts by its /64. */
import * as v from 'valibot';
import { AdSchema } from 'shared-contracts/api';
import { loadConfig, type Config } from '../config';
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import { signedInAdvertiser, testConfig, TEST_API_KEY } from '../testing/build-test-app';
import { addressKey } from './client-address';

// Building an app starts PGlite (about 2 s, more when suites run in parallel).
jest.setTimeout(60_000);

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const STRICT_MAX = 2;
const COUNT_LIMIT = 3;
/** The load balancer's own address, as the API's socket sees it. */
const BALANCER = '10.9.0.1';

function appConfig(trustProxy: Config['trustProxy']): Partial<Config> {
  const base = testConfig();
  return {
    trustProxy,
    rateLimit: { ...base.rateLimit, strictMax: STRICT_MAX, strictWindowSeconds: 600 },
    adServing: { ...base.adServing, cacheSeconds: 0, countLimitPerMinute: COUNT_LIMIT },
  };
}

/** TRUST_PROXY as the environment gives it, parsed as production parses it. */
const trustProxyFrom = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

let proxied: AdTestApp;
let ranged: AdTestApp;
let direct: AdTestApp;
beforeAll(async () => {
  [proxied, ranged, direct] = await Promise.all([
    buildAdTestApp({ config: appConfig(trustProxyFrom('1')) }),
    buildAdTestApp({ config: appConfig(['10.9.0.0/16'] as never) }),
    buildAdTestApp({ config: appConfig(trustProxyFrom('')) }),
  ]);
});
afterAll(() => Promise.all([proxied, ranged, direct].map((t) => t.close())));

let forged = 0;
/** A different made-up address on every call, as an attacker would write into X-Forwarded-For. */
const forgedAddress = () => {
  forged += 1;
  return `203.0.${Math.floor(forged / 250)}.${forged % 250}`;
};

type From = { socket: string; forwardedFor?: string };

const signIn = (t: AdTestApp, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/advertisers/signin',
    remoteAddress: from.socket,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
    payload: { email: 'someone@example.com', password: 'Not-the-password-1' },
  });

/** The balancer appends the address that connected to it to whatever X-Forwarded-For the client sent. */
const throughBalancer = (client: string, sent = forgedAddress()): From => ({
  socket: BALANCER,
  forwardedFor: `${sent}, ${client}`,
});

async function statuses(t: AdTestApp, froms: From[]): Promise<number[]> {
  const answers: number[] = [];
  for (const from of froms) answers.push((await signIn(t, from)).statusCode);
  return answers;
}

describe('TRUST_PROXY', () => {
  test('through one trusted hop, a forged X-Forwarded-For on every request stays limited; another client counts apart', async () => {
    const client = '198.51.100.10';
    const answers = await statuses(
      proxied,
      [1, 2, 3, 4].map(() => throughBalancer(client)),
    );
    expect(answers).toEqual([400, 400, 429, 429]);
    expect((await signIn(proxied, throughBalancer('198.51.100.11'))).statusCode).toBe(400);
  });

  test('behind proxies named by CIDR, a forged X-Forwarded-For stays limited, and so does a client that skips the balancer', async () => {
    const client = '198.51.100.20';
    const answers = await statuses(
      ranged,
      [1, 2, 3].map(() => throughBalancer(client)),
    );
    expect(answers).toEqual([400, 400, 429]);
    // Connecting from outside the proxies' ranges, the socket's address is the client's, whatever the header says.
    const outsider = (): From => ({ socket: '198.51.100.21', forwardedFor: forgedAddress() });
    expect(await statuses(ranged, [outsider(), outsider(), outsider()])).toEqual([400, 400, 429]);
  });

  test('impressions with a forged X-Forwarded-For through the balancer count only up to the per-minute limit', async () => {
    const owner = await signedInAdvertiser(proxied.app);
    const ad = await insertAd(proxied.app, owner.advertiser.id);
    for (let i = 0; i < COUNT_LIMIT + 5; i += 1) {
      const from = throughBalancer('198.51.100.30');
      const served = await proxied.app.inject({
        method: 'GET',
        url: '/api/serve?placement=lobby',
        remoteAddress: from.socket,
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': from.forwardedFor },
      });
      expect(served.statusCode).toBe(200);
    }
    await proxied.app.adServer.counts.flush();
    const seen = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` });
    expect(v.parse(AdSchema, seen.json()).impressions).toBe(COUNT_LIMIT);
  });

  test('"true" is refused in production and everywhere else, with what to set instead', () => {
    for (const NODE_ENV of ['production', 'development', 'test'])
      expect(() => loadConfig({ NODE_ENV, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies/);
  });

  test('a hop count, CIDR ranges and the named private ranges are taken; junk and ranges of every address are not', () => {
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 2001:db8::/32,192.0.2.7,loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
      'loopback',
    ]);
    for (const bad of ['yes', '0.0.0.0/0', '::/0', '10.0.0.0/33', '10.0.0.0/x', 'balancer.internal', '99'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe('IPv6 counts by /64', () => {
  const inNetwork = (network: string, host: number) =>
    `${network}:${host.toString(16)}:0:0:${host.toString(16)}`;

  test('sign-in from three addresses of one /64 is limited as one client; another /64 is not', async () => {
    const network = '2001:db8:1:2';
    const answers = await statuses(
      direct,
      [1, 2, 3].map((host) => ({ socket: inNetwork(network, host) })),
    );
    expect(answers).toEqual([400, 400, 429]);
    expect((await signIn(direct, { socket: '2001:db8:1:3::1' })).statusCode).toBe(400);
  });

  test('impressions from many addresses of one /64 count only up to the per-minute limit', async () => {
    const owner = await signedInAdvertiser(direct.app);
    const ad = await insertAd(direct.app, owner.advertiser.id);
    for (let host = 1; host <= COUNT_LIMIT + 5; host += 1) {
      const served = await direct.app.inject({
        method: 'GET',
        url: '/api/serve?placement=lobby',
        remoteAddress: inNetwork('2001:db8:5:6', host),
        headers: { 'user-agent': BROWSER },
      });
      expect(served.statusCode).toBe(200);
    }
    await direct.app.adServer.counts.flush();
    const seen = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` });
    expect(v.parse(AdSchema, seen.json()).impressions).toBe(COUNT_LIMIT);
  });

  test.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::1', '0:0:0:0::/64'],
    ['192.0.2.1', '192.0.2.1'],
    [undefined, 'no-address'],
  ])('the address %s is counted as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

test('no request in this file was answered with a server error', () => {
  expect([proxied, ranged, direct].flatMap((t) => t.serverErrors)).toEqual([]);
});
