/** The real app for tests: in-memory PGlite with the real migrations, the outbox mailer, a bot check that takes
 *  TEST_BOT_CHECK_TOKEN or a really solved (cheap) challenge, and relaxed rate limits. Tests talk to it through
 *  HTTP only (`app.inject`, or an agent that keeps cookies like a browser). Build one per test file;
 *  `buildTestCluster` builds several instances on one database, as a load balancer would spread them. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { solveChallenge } from 'altcha-lib/v1';
import type { Language } from 'shared-contracts';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { MEMORY_DATABASE_URL, type Database } from '../db/client';
import { openTestDatabase } from './test-database';
import { findAccountOwner, insertAdvertiser } from '../repositories/advertisers';
import type { App } from '../http/types';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../plugins/session';
import { createSession, type AdvertiserRow } from '../services/sessions';
import { hashPassword } from '../services/secrets';
import { listOutbox, type OutboxMail } from '../adapters/mail/outbox-mailer';
import type { BotCheck } from '../adapters/bot-check/bot-check';
import { createProofOfWork, type ProofOfWork } from '../adapters/bot-check/proof-of-work';

export const TEST_API_KEY = 'portal-web-dev';
/** Accepted by the test bot check in place of a solved challenge. */
export const TEST_BOT_CHECK_TOKEN = 'test-bot-check-pass';
export const TEST_PASSWORD = 'Sunny-day-42';

export type TestAppOptions = {
  /** Overrides on top of the test configuration (e.g. `{ rateLimit: { strictMax: 2, … } }`). */
  config?: Partial<Config>;
  adapters?: BuildAppOptions['adapters'];
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: MEMORY_DATABASE_URL,
    BOT_CHECK_HMAC_KEY: 'test-bot-check-key',
  });
  return {
    ...base,
    rateLimit: {
      ...base.rateLimit,
      strictMax: 1000,
      strictWindowSeconds: 60,
      uploadMax: 1000,
      uploadWindowSeconds: 60,
      refreshMax: 1000,
      refreshWindowSeconds: 60,
    },
    ...overrides,
  };
}

/** Proof-of-work with a small number range so a test solves a real challenge in milliseconds, plus the test token. */
function testBotCheck(proofOfWork: ProofOfWork): BotCheck {
  return {
    kind: 'proof-of-work',
    challenge: () => proofOfWork.challenge(),
    verify: (token, action) =>
      token === TEST_BOT_CHECK_TOKEN ? Promise.resolve({ ok: true }) : proofOfWork.verify(token, action),
  };
}

export type TestApp = {
  app: App;
  config: Config;
  /** `METHOD url → status` of every 5xx answer so far; expect it to stay empty. */
  serverErrors: string[];
  close(): Promise<void>;
};

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const { database, dispose } = await openTestDatabase(config.dataDir);
  const { app, serverErrors } = await buildOn(database, config, options.adapters);
  return {
    app,
    config,
    serverErrors,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** The app on an open database, with the test bot check and every 5xx recorded. */
async function buildOn(
  database: Database,
  config: Config,
  adapters: TestAppOptions['adapters'],
): Promise<{ app: App; serverErrors: string[] }> {
  const proofOfWork = createProofOfWork(database.db, {
    hmacKey: config.botCheckHmacKey,
    maxNumber: 500,
    expiresInSeconds: 600,
  });
  const app = await buildApp(config, {
    database,
    logger: false,
    adapters: { botCheck: testBotCheck(proofOfWork), ...adapters },
  });
  // Every answer of 5xx is recorded, so a suite can assert that no input it sent became a server error.
  const serverErrors: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${request.method} ${request.url} → ${reply.statusCode}`);
  });
  await app.ready();
  return { app, serverErrors };
}

export type TestClusterOptions = TestAppOptions & {
  /** How many instances; 2 by default. */
  size?: number;
  /** Overrides for one instance's configuration, by index (e.g. a different BOT_CHECK_HMAC_KEY). */
  configs?: Partial<Config>[];
};

export type TestCluster = { instances: TestApp[]; close(): Promise<void> };

/** Several API instances on one database, as behind a load balancer: each its own app and, on PostgreSQL, its own
 *  connection pool, while tables, the mail outbox and the bot-check records are shared. */
export async function buildTestCluster(options: TestClusterOptions = {}): Promise<TestCluster> {
  const shared = testConfig(options.config);
  const testDatabase = await openTestDatabase(shared.dataDir);
  const instances: TestApp[] = [];
  for (let index = 0; index < (options.size ?? 2); index += 1) {
    const config = { ...shared, ...options.configs?.[index] };
    const database = index === 0 ? testDatabase.database : await testDatabase.openAnother();
    const { app, serverErrors } = await buildOn(database, config, options.adapters);
    let closed: Promise<void> | undefined;
    const close = () => (closed ??= app.close().then(() => (index === 0 ? undefined : database.close())));
    instances.push({ app, config, serverErrors, close });
  }
  return {
    instances,
    close: async () => {
      for (const instance of instances) await instance.close();
      await testDatabase.dispose();
    },
  };
}

/** A solved challenge from GET /api/bot-check/challenge, encoded as the sign-up page and the widget send it. */
export async function solvedBotCheckToken(app: App): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/bot-check/challenge',
    headers: { [API_KEY_HEADER]: TEST_API_KEY },
  });
  const challenge = v.parse(ChallengeSchema, response.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('could not solve the bot-check challenge');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

const ChallengeSchema = v.object({
  algorithm: v.picklist(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: v.string(),
  maxnumber: v.number(),
  salt: v.string(),
  signature: v.string(),
});

// --- A cookie-keeping client ---------------------------------------------------------------------------------

type StoredCookie = { value: string; path: string };

export type Agent = {
  /** Like app.inject, with the API key and the cookies a browser would send for this path. */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  cookie(name: string): string | undefined;
  /** Replaces a cookie, e.g. to present an old refresh token again. */
  setCookie(name: string, value: string, path: string): void;
};

export function createAgent(app: App, apiKey: string = TEST_API_KEY): Agent {
  const jar = new Map<string, StoredCookie>();
  return {
    async inject(options) {
      const pathname = options.url.split('?')[0] ?? options.url;
      const cookies: Record<string, string> = {};
      for (const [name, cookie] of jar) if (pathname.startsWith(cookie.path)) cookies[name] = cookie.value;
      const response = await app.inject({
        ...options,
        headers: { [API_KEY_HEADER]: apiKey, ...options.headers },
        cookies: { ...cookies, ...(options.cookies as Record<string, string> | undefined) },
      });
      for (const cookie of response.cookies) {
        const expired =
          cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired) jar.delete(cookie.name);
        else jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
      }
      return response;
    },
    cookie: (name) => jar.get(name)?.value,
    setCookie: (name, value, path) => void jar.set(name, { value, path }),
  };
}

// --- Factories ---------------------------------------------------------------------------------------------------

let sequence = 0;
export function uniqueEmail(prefix = 'advertiser'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@example.com`;
}

export type AdvertiserOverrides = {
  email?: string;
  password?: string;
  name?: string | null;
  language?: Language;
  country?: string | null;
  region?: string | null;
  confirmed?: boolean;
};

/** Inserts an advertiser directly (confirmed by default); the password is hashed like a real sign-up. */
export async function createAdvertiser(
  app: App,
  overrides: AdvertiserOverrides = {},
): Promise<AdvertiserRow & { password: string }> {
  const password = overrides.password ?? TEST_PASSWORD;
  const passwordHash = await hashPassword(password);
  const row = await app.db.transaction((tx) =>
    insertAdvertiser(tx, {
      email: overrides.email ?? uniqueEmail(),
      passwordHash,
      name: overrides.name ?? null,
      language: overrides.language ?? 'en',
      country: overrides.country ?? null,
      region: overrides.region ?? null,
      confirmedAt: overrides.confirmed === false ? null : new Date(),
    }),
  );
  return { ...row, password };
}

export type SignedInAdvertiser = { agent: Agent; advertiser: AdvertiserRow & { password: string } };

/** An advertiser with a live session: the agent sends its cookies like a signed-in browser. */
export async function signedInAdvertiser(
  app: App,
  overrides: AdvertiserOverrides = {},
): Promise<SignedInAdvertiser> {
  const advertiser = await createAdvertiser(app, overrides);
  const tokens = await createSession(app.db, advertiser, {
    accessSeconds: app.config.ttl.access,
    refreshSeconds: app.config.ttl.refresh,
  });
  const agent = createAgent(app);
  agent.setCookie(ACCESS_COOKIE, tokens.accessToken, '/api');
  agent.setCookie(REFRESH_COOKIE, tokens.refreshToken, '/api/advertisers');
  return { agent, advertiser };
}

/** The account with its first owner (the only member of an account a test created), open or closed. */
export async function findAdvertiser(app: App, id: number): Promise<AdvertiserRow | undefined> {
  return (await findAccountOwner(app.db, id)) ?? undefined;
}

// --- Mail ----------------------------------------------------------------------------------------------------------

/** Mails sent to an address, newest first. */
export function mailsTo(app: App, to: string): Promise<OutboxMail[]> {
  return listOutbox(app.db, { to });
}

/** The newest mail to `to` and the first of its links whose path is `path`, as a URL. */
export async function latestLink(app: App, to: string, path: string): Promise<URL> {
  const [mail] = await mailsTo(app, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
