/** `admin demo`: the journeys' and developers' way to an account with results to look at. It makes a confirmed
 *  advertiser who can sign in, an ad in every status, 30 days of statistics that add up to the ads' totals,
 *  resets all of it when run again, and is refused by an API in production. */
import * as v from 'valibot';
import { AD_STATUSES, AdListSchema, AdStatsSchema } from 'shared-contracts/api';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MEMORY_DATABASE_URL } from '../db/client';
import { DEMO_DAYS } from '../services/demo-data';
import {
  buildAdTestApp,
  collectOutput,
  injectFetch,
  operatorClient,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAgent, TEST_PASSWORD, uniqueEmail } from '../testing/build-test-app';
import { openMemoryDatabase } from '../testing/test-database';
import { createOperatorClient } from './operator-client';
import { runAdmin } from './run-admin';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

async function demo(...args: string[]) {
  const output = collectOutput();
  const code = await runAdmin(['demo', ...args], await operatorClient(t), output);
  return { code, ...output };
}

async function signIn(email: string, password: string) {
  const agent = createAgent(t.app);
  const res = await agent.inject({
    method: 'POST',
    url: '/api/advertisers/signin',
    payload: { email, password },
  });
  return { agent, status: res.statusCode };
}

test('makes a confirmed advertiser with an ad in every status and 30 days of statistics matching the totals', async () => {
  const email = uniqueEmail('demo');
  const run = await demo('--email', email, '--password', TEST_PASSWORD);
  expect(run.stderr).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.stdout.join('\n')).toContain(`Demo advertiser ${email}`);

  const { agent, status } = await signIn(email, TEST_PASSWORD);
  expect(status).toBe(200);
  const list = v.parse(
    AdListSchema,
    (await agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  expect(new Set(list.map((ad) => ad.status))).toEqual(new Set(AD_STATUSES));
  for (const ad of list) expect(run.stdout.join('\n')).toContain(ad.title);

  const live = list.filter((ad) => ['ACTIVE', 'PAUSED', 'ENDED'].includes(ad.status));
  for (const ad of live) {
    const res = await agent.inject({ method: 'GET', url: `/api/ads/${ad.id}/stats?range=run` });
    const stats = v.parse(AdStatsSchema, res.json());
    const counted = new Set(stats.days.filter((day) => day.impressions > 0).map((day) => day.date));
    expect(counted.size).toBeGreaterThanOrEqual(DEMO_DAYS - 10);
    expect(counted.size).toBeLessThanOrEqual(DEMO_DAYS);
    expect(stats.totals).toEqual({ impressions: ad.impressions, clicks: ad.clicks });
    expect(ad.clicks).toBeGreaterThan(0);
  }
  const active = live.filter((ad) => ad.status === 'ACTIVE');
  expect(active.length).toBeGreaterThan(0);
  for (const ad of active) {
    const stats = v.parse(
      AdStatsSchema,
      (await agent.inject({ method: 'GET', url: `/api/ads/${ad.id}/stats?range=30d` })).json(),
    );
    expect(new Set(stats.days.filter((day) => day.impressions > 0).map((day) => day.date)).size).toBe(
      DEMO_DAYS,
    );
  }
  for (const ad of list.filter((each) => !live.includes(each))) expect(ad.impressions).toBe(0);
});

test('running it again resets the account: new password, fresh ads, the same statistics', async () => {
  const email = uniqueEmail('demo-again');
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const first = await signIn(email, TEST_PASSWORD);
  const before = v.parse(
    AdListSchema,
    (await first.agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );

  const again = await demo(`--email=${email}`, '--password=Another-pass-77');
  expect(again.code).toBe(0);
  expect((await signIn(email, TEST_PASSWORD)).status).not.toBe(200);
  const second = await signIn(email, 'Another-pass-77');
  expect(second.status).toBe(200);
  const after = v.parse(
    AdListSchema,
    (await second.agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  expect(after).toHaveLength(before.length);
  expect(after.some((ad) => before.some((old) => old.id === ad.id))).toBe(false);
  const totals = (ads: typeof before) => ads.map((ad) => `${ad.title}:${ad.impressions}:${ad.clicks}`).sort();
  expect(totals(after)).toEqual(totals(before));
});

test('refuses a missing or bad email or password without calling the API', async () => {
  const missing = await demo('--email', uniqueEmail('demo'));
  expect(missing.code).toBe(1);
  expect(missing.stderr.join('\n')).toMatch(/--password/);
  const bad = await demo('--email', 'not-an-address', '--password', TEST_PASSWORD);
  expect(bad.code).toBe(1);
  expect(bad.stderr.join('\n')).toMatch(/--email/);
  expect(t.serverErrors).toEqual([]);
});

test('an API in production has no demo data to make: the command says so and exits 1', async () => {
  const database = await openMemoryDatabase(t.dataDir);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: MEMORY_DATABASE_URL,
    DATA_DIR: t.dataDir,
    ALLOW_TEST_CHECKOUT: 'true',
    SMTP_URL: 'smtp://127.0.0.1:1',
    BOT_CHECK_HMAC_KEY: 'b'.repeat(32),
    OPERATOR_TOKEN: 'o'.repeat(32),
    IMPRESSION_SIGNING_KEY: 'i'.repeat(32),
    TOTP_ENCRYPTION_KEY: 't'.repeat(32),
    UPLOADS_DISK_SHARED: 'true',
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const client = createOperatorClient({
      baseUrl: 'http://localhost:4000',
      token: 'o'.repeat(32),
      fetch: injectFetch(app),
    });
    const output = collectOutput();
    const code = await runAdmin(
      ['demo', '--email', uniqueEmail('demo'), '--password', TEST_PASSWORD],
      client,
      output,
    );
    expect(code).toBe(1);
    expect(output.stderr).toEqual([
      'Error: Demo data is for development only, and this API runs in production (NODE_ENV=production).',
    ]);
  } finally {
    await app.close();
    await database.close();
  }
});
