#!/usr/bin/env node
/** Every check of the project, in the order that fails fastest: lint, types, unit and component tests, the API
 *  suite again on PostgreSQL when TEST_DATABASE_URL is set (CI), the production build and its byte ratchet
 *  (tooling/bytes-ratchet.mjs, decision 0029), then the e2e journeys in
 *  Chromium against the real API, and when TEST_DATABASE_URL is set the API-heavy journeys again against two API
 *  instances on one PostgreSQL behind a round-robin balancer (a fresh database in that server, the same builds).
 *  `.ci/run` and `npm test` both end here. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = ['npx', '-y', 'pnpm@10.34.9'];
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };

const steps = [
  { name: 'lint', cmd: [...pnpm, 'run', 'lint'] },
  { name: 'typecheck', cmd: [...pnpm, 'run', 'typecheck'] },
  { name: 'unit and component tests', cmd: [...pnpm, 'exec', 'jest', '--ci'], env: jestEnv },
  // The delivery tooling (release, deploy, rollback, static servers, CSP) and the bench's counting functions: node's
  // own runner, under a second.
  { name: 'tooling tests', cmd: ['node', '--test', 'tooling/*.test.mjs', 'e2e/bench/*.test.mjs'] },
  process.env.TEST_DATABASE_URL && {
    name: 'API tests on PostgreSQL',
    cmd: [...pnpm, 'exec', 'jest', '--ci', '--selectProjects', 'api'],
    env: { ...jestEnv, API_TEST_DATABASE: 'postgres' },
  },
  { name: 'production build', cmd: ['node', 'tooling/start.mjs', '--build-only'] },
  { name: 'byte ratchet (JS per first visit)', cmd: ['node', 'tooling/bytes-ratchet.mjs'] },
  { name: 'e2e journeys (Chromium)', cmd: [...pnpm, '--filter', 'e2e', 'run', 'test'] },
  process.env.TEST_DATABASE_URL && {
    name: 'e2e journeys on two API instances and PostgreSQL',
    cmd: [...pnpm, '--filter', 'e2e', 'run', 'test'],
    env: { E2E_CLUSTER: '1', DATABASE_URL: process.env.TEST_DATABASE_URL },
  },
].filter(Boolean);

let passed = 0;
let failed = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${step.name}: ok in ${seconds} s ===`);
  } else {
    failed += 1;
    console.log(`=== ${step.name}: FAILED in ${seconds} s ===`);
    break;
  }
}
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
