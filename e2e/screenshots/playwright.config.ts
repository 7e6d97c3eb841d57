/** Runs take-screenshots.ts, the maintenance command that retakes the README pictures (`pnpm screenshots`), against
 *  a portal of its own: the production builds started as the journeys start them, on a fresh embedded database in a
 *  new temporary DATA_DIR, so the pictures show only the advertiser the script makes. Not part of `npm test`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Workers load this file again: keep the one data folder the web server was started with. The operator CLI
// (fixtures/operator.ts) reads its token from it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-screenshots-'));

export default defineConfig({
  testDir: '.',
  testMatch: 'take-screenshots.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: {
      ...(fs.existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node tooling/start.mjs --no-build',
    cwd: path.resolve(__dirname, '../..'),
    url: 'http://localhost:3000/api/health',
    // Never someone's running portal: its database and operator token are not the script's to write into.
    reuseExistingServer: false,
    // The start deploys the builds, and the deploy prerenders the public pages before the portal runs (decision 0096).
    timeout: 240_000,
    // The API logs every request; its start-up errors still show on stderr.
    stdout: 'ignore',
    env: { DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'development' },
  },
});
