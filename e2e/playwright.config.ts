/** The e2e journeys: real Chromium against the real portal (production builds of the shell and the five remotes,
 *  each on its own origin, and the API with a fresh embedded database). Debian's Chromium is used when present
 *  (CI and these machines); elsewhere Playwright's own browser. With E2E_CLUSTER=1 the main journeys (sign-up through
 *  the mailed link, apply, pay, approve, billing, results, the prerendered first paint and the CSP, contact, and the
 *  delivery project's deploy with rollback and review desk) run instead against `tooling/start-cluster.mjs`, the
 *  production topology: nginx serving the deploy output with its generated headers and passing /api to two API
 *  instances on one PostgreSQL (DATABASE_URL, or one it starts) and one Redis (decision 0104), so consecutive requests
 *  of one browser may land on different instances.
 *
 *  The portal starts without mf-review in remotes.json (released, not deployed). The journeys that deploy into the
 *  running portal (project `delivery`: deploy and roll back, across releases of the federation plugin, the review
 *  desk) run after every other journey, one at a time, since each changes what the shell is served. One alone:
 *  `npx playwright test --project delivery --no-deps journeys/deploy-and-rollback.spec.ts`. No journey is
 *  tried twice: one that needs a retry is a failing one. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './fixtures/browser';

// Workers load this file again: keep the one data folder the web server was started with.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const cluster = process.env.E2E_CLUSTER === '1';
// The operator CLI the journeys run reaches the cluster through nginx with the cluster's shared token.
if (cluster) {
  process.env.OPERATOR_TOKEN ??= randomBytes(32).toString('hex');
  process.env.API_URL ??= 'http://localhost:4000';
}

const CLUSTER_JOURNEYS = [
  '**/sign-up-and-confirm.spec.ts',
  '**/apply-pay-and-run.spec.ts',
  '**/billing.spec.ts',
  '**/results-and-export.spec.ts',
  '**/home-and-language.spec.ts',
  '**/contact-and-faqs.spec.ts',
];

/** Journeys that run `pnpm run deploy` against the running portal (decision 0037). */
const DELIVERY_JOURNEYS = [
  '**/deploy-and-rollback.spec.ts',
  '**/deploy-across-federation-releases.spec.ts',
  '**/review-desk.spec.ts',
];
/** Delivery journeys whose subject is the browser and the builds, not the topology serving them: the cluster run
 *  leaves them out (they pass there too). */
const SERVER_INDEPENDENT_DELIVERY = ['**/deploy-across-federation-releases.spec.ts'];

const portalServer = {
  command: 'node ../tooling/start.mjs --no-build --without mf-review',
  url: 'http://localhost:3000/api/health',
  // Started only once the portal says so. The deploy rendered the prerendered pages before the servers started
  // (decision 0096): the shell's server renders nothing, so no journey races a render for the machine or its pictures.
  wait: { stdout: /The portal is running/ },
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'pipe' as const,
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // The come-back journeys move the time the scheduled mails read (/api/dev/clock); production refuses it.
    TEST_CLOCK: 'true',
    RATE_LIMIT_STRICT_MAX: '10000',
    RATE_LIMIT_REFRESH_MAX: '10000',
  },
};

const clusterServer = {
  // --fresh-database when a server is given (CI's TEST_DATABASE_URL): a new database in it, dropped afterwards.
  command: `node ../tooling/start-cluster.mjs --no-build --without mf-review${process.env.DATABASE_URL ? ' --fresh-database' : ''}`,
  // Ready through nginx: every instance has started and migrated.
  url: 'http://localhost:3000/api/ready',
  wait: { stdout: /The portal is running/ },
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'pipe' as const,
  // SIGINT lets it stop the instances, drop its database and stop a PostgreSQL it started.
  gracefulShutdown: { signal: 'SIGINT' as const, timeout: 20_000 },
  env: {
    DATA_DIR: dataDir,
    RATE_LIMIT_STRICT_MAX: '10000',
    RATE_LIMIT_REFRESH_MAX: '10000',
    OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? '',
  },
};

export default defineConfig({
  testDir: './journeys',

  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers share the journeys file by file (the access suite test by test): each journey makes its own
  // advertiser, and the delivery project, which changes what the shell is served, runs alone after them (decision 0080).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      ...(cluster ? { testMatch: CLUSTER_JOURNEYS } : {}),
      testIgnore: DELIVERY_JOURNEYS,
    },
    {
      name: 'delivery',
      use: { ...devices['Desktop Chrome'] },
      testMatch: DELIVERY_JOURNEYS,
      ...(cluster ? { testIgnore: SERVER_INDEPENDENT_DELIVERY } : {}),
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: cluster ? clusterServer : portalServer,
});
