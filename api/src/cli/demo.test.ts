/** `admin demo`: the journeys' and developers' way to an account with results to look at. It makes a confirmed
 *  advertiser who can sign in, an ad in every status, 30 days of statistics that add up to the ads' totals,
 *  resets all of it when run again, and is refused by an API in production. */
import * as v from 'valibot';
import {
  AD_STATUSES,
  AdListSchema,
  AdStatsSchema,
  BillingHistorySchema,
  ReceiptSchema,
  RefundAnswerSchema,
} from 'shared-contracts/api';
import { listOutbox } from '../adapters/mail/outbox-mailer';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MEMORY_DATABASE_URL } from '../db/client';
import { calculateEndDate, todayUtc } from 'shared-contracts';
import { DEMO_DAYS } from '../services/demo-data';
import {
  buildAdTestApp,
  collectOutput,
  injectFetch,
  operatorClient,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAgent, TEST_PASSWORD, uniqueEmail } from '../testing/build-test-app';
import { drawnSecret } from '../testing/production-env';
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

test('shows both newer features: an ad with a Japanese banner and title, counted per language, and one with campaign tags', async () => {
  const email = uniqueEmail('demo-features');
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const { agent } = await signIn(email, TEST_PASSWORD);
  const list = v.parse(
    AdListSchema,
    (await agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );

  const bilingual = list.filter((ad) => ad.secondCreative !== null);
  expect(bilingual).toHaveLength(1);
  const [ad] = bilingual;
  if (!ad?.secondCreative) throw new Error('the demo has no second creative');
  expect(ad.creativeLanguage).toBe('en');
  expect(ad.secondCreative.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(ad.secondCreative.imageUrl).not.toBe(ad.imageUrl);
  // Its banner is an upload of the account's, served like the first one.
  const banner = await agent.inject({ method: 'GET', url: ad.secondCreative.imageUrl });
  expect(banner.statusCode).toBe(200);
  expect(banner.headers['content-type']).toBe('image/png');
  const stats = v.parse(
    AdStatsSchema,
    (await agent.inject({ method: 'GET', url: `/api/ads/${ad.id}/stats?range=run` })).json(),
  );
  const sum = (language: 'en' | 'ja') =>
    stats.days.reduce((total, day) => total + day.byLanguage[language].impressions, 0);
  expect(sum('ja')).toBeGreaterThan(0);
  expect(sum('en')).toBeGreaterThan(sum('ja'));
  expect(sum('en') + sum('ja')).toBe(stats.totals.impressions);
  for (const other of list.filter((each) => each !== ad)) {
    const days = v.parse(
      AdStatsSchema,
      (await agent.inject({ method: 'GET', url: `/api/ads/${other.id}/stats?range=run` })).json(),
    ).days;
    expect(days.every((day) => day.byLanguage.ja.impressions === 0)).toBe(true);
  }

  const tagged = list.filter((each) => each.campaignName !== null);
  expect(tagged.map((each) => each.status)).toEqual(['ACTIVE']);
  expect(tagged[0]?.campaignName).toBe('光と影-autumn');
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

test('the demo account has a second member who reads its ads but changes nothing (decision 0121)', async () => {
  const email = uniqueEmail('demo-team');
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const at = email.lastIndexOf('@');
  const viewer = await signIn(`${email.slice(0, at)}+viewer${email.slice(at)}`, TEST_PASSWORD);
  expect(viewer.status).toBe(200);
  const ads = await viewer.agent.inject({ method: 'GET', url: '/api/ads/advertiser' });
  expect(v.parse(AdListSchema, ads.json()).length).toBeGreaterThan(0);
  const me = (await viewer.agent.inject({ method: 'GET', url: '/api/advertisers/latest' })).json();
  expect(me).toMatchObject({ role: 'viewer', name: 'Demo Viewer' });
  expect((await viewer.agent.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(403);
  // Running it again keeps one viewer.
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const owner = await signIn(email, TEST_PASSWORD);
  const members = (await owner.agent.inject({ method: 'GET', url: '/api/members' })).json().members;
  expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'viewer']);
});

async function billingOf(agent: ReturnType<typeof createAgent>) {
  return v.parse(BillingHistorySchema, (await agent.inject({ method: 'GET', url: '/api/billing' })).json());
}

test('every ad past UNPAID was paid before it started: billing lists its payment and receipt, the refunded ad its refund, and the rejected ad can be refunded', async () => {
  const email = uniqueEmail('demo-billing');
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const { agent } = await signIn(email, TEST_PASSWORD);
  const list = v.parse(
    AdListSchema,
    (await agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  const billing = await billingOf(agent);
  const payments = billing.entries.filter((entry) => entry.kind === 'payment');
  const paid = list.filter((ad) => ad.status !== 'UNPAID');
  expect(payments.map((entry) => entry.adId).sort()).toEqual(paid.map((ad) => Number(ad.id)).sort());
  for (const ad of paid) {
    const payment = payments.find((entry) => entry.adId === Number(ad.id));
    if (!payment) throw new Error(`no payment for ad ${ad.id}`);
    expect(payment.adTitle).toBe(ad.title);
    expect(payment.occurredAt.slice(0, 10) < ad.startDate).toBe(true);
    const receipt = await agent.inject({
      method: 'GET',
      url: `/api/billing/receipts/${payment.receiptNumber}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(v.parse(ReceiptSchema, receipt.json()).totalCents).toBe(payment.amountCents);
  }
  // Numbered in the order of their dates, as a real account's receipts are.
  const byDate = [...payments].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const numbers = byDate.map((entry) => entry.receiptNumber);
  expect(numbers).toEqual([...numbers].sort());
  const refunded = list.find((ad) => ad.status === 'REFUNDED');
  const refunds = billing.entries.filter((entry) => entry.kind === 'refund');
  expect(refunds.map((entry) => entry.adId)).toEqual([Number(refunded?.id)]);
  expect(billing.totals.refundedCents).toBe(-(refunds[0]?.amountCents ?? 0));
  const mails = await listOutbox(t.app.db, { to: email });
  expect(mails.length).toBeGreaterThanOrEqual(paid.length + 1);

  // The rejected ad's refund works as for any advertiser's: the payment is given back once.
  const rejected = list.find((ad) => ad.status === 'REJECTED');
  const refund = await agent.inject({ method: 'POST', url: `/api/ads/${rejected?.id}/refund` });
  expect(refund.statusCode).toBe(200);
  expect(v.parse(RefundAnswerSchema, refund.json()).ad.status).toBe('REFUNDED');
  expect((await billingOf(agent)).entries.filter((entry) => entry.kind === 'refund')).toHaveLength(2);

  // Run again: the demo's payments, receipts and refunds are made anew, not added to the old ones.
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const again = await billingOf((await signIn(email, TEST_PASSWORD)).agent);
  expect(again.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(paid.length);
  expect(again.entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  expect(again.totals).toEqual(billing.totals);
  expect(t.serverErrors).toEqual([]);
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
  const operatorToken = drawnSecret();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: MEMORY_DATABASE_URL,
    DATA_DIR: t.dataDir,
    ALLOW_TEST_CHECKOUT: 'true',
    SMTP_URL: 'smtp://127.0.0.1:1',
    BOT_CHECK_HMAC_KEY: drawnSecret(),
    OPERATOR_TOKEN: operatorToken,
    IMPRESSION_SIGNING_KEY: drawnSecret(),
    TOTP_ENCRYPTION_KEY: drawnSecret(),
    UPLOADS_DISK_SHARED: 'true',
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const client = createOperatorClient({
      baseUrl: 'http://localhost:4000',
      token: operatorToken,
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

test('an ended demo ad runs again from today, with its banner, as the application sends it', async () => {
  const email = uniqueEmail('demo-again');
  expect((await demo('--email', email, '--password', TEST_PASSWORD)).code).toBe(0);
  const { agent } = await signIn(email, TEST_PASSWORD);
  const list = v.parse(
    AdListSchema,
    (await agent.inject({ method: 'GET', url: '/api/ads/advertiser' })).json(),
  );
  const ended = list.find((ad) => ad.status === 'ENDED');
  if (!ended) throw new Error('the demo has no ended ad');
  const today = todayUtc();
  const res = await agent.inject({
    method: 'POST',
    url: '/api/ads',
    payload: {
      name: 'Demo Advertiser',
      title: `${ended.title}, again`,
      linkUrl: ended.linkUrl,
      plan: ended.plan,
      startDate: `${today.toString()}T00:00:00.000Z`,
      endDate: `${calculateEndDate(today, ended.duration).toString()}T00:00:00.000Z`,
      duration: ended.duration,
      country: 'JP',
      region: null,
      language: 'en',
      imageUrl: ended.imageUrl,
      status: 'UNPAID',
      previousAdId: ended.id,
    },
  });
  expect(res.json()).toMatchObject({ title: `${ended.title}, again`, status: 'UNPAID' });
  expect(res.statusCode).toBe(201);
});
