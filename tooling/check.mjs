#!/usr/bin/env node
/** Every check of the project, in the order that fails fastest: lint and types, the unit and component tests beside
 *  the API suite (again on PostgreSQL when TEST_DATABASE_URL is set, CI), the tooling tests, the production build and
 *  its byte budgets (tooling/bytes-budgets.mjs, decision 0093), then the e2e journeys in Chromium against the real
 *  API, and when TEST_DATABASE_URL is set the main journeys again on the production topology: nginx serving the
 *  deploy output in front of two API instances on one PostgreSQL and one Redis (a fresh database in that server, the
 *  same builds; decision 0104).
 *  A stage's lanes run side by side and the steps of a lane one after another (decisions 0078, 0084): Jest's UI
 *  projects and the API suite on PostgreSQL on one core; the API suite on the embedded database, the tooling tests,
 *  the build and the byte budgets on the other. The first lane's output streams; each other step's is printed whole when it
 *  ends. The first failure stops the run.
 *  `.ci/run` and `npm test` both end here. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pnpm that started `npm test` when PATH has it, not a new `npx` for every step (decision 0085).
const pnpm = pnpmCommand();
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };
const postgres = process.env.TEST_DATABASE_URL;
const apiTests = [...pnpm, 'exec', 'jest', '--ci', '--selectProjects', 'api'];

const stages = [
  [
    [{ name: 'lint', cmd: [...pnpm, 'run', 'lint'] }],
    [{ name: 'typecheck', cmd: [...pnpm, 'run', 'typecheck'] }],
  ],
  [
    [
      {
        name: 'unit and component tests',
        cmd: [...pnpm, 'exec', 'jest', '--ci', '--ignoreProjects', 'api'],
        env: jestEnv,
      },
      postgres && {
        name: 'API tests on PostgreSQL',
        cmd: apiTests,
        env: { ...jestEnv, API_TEST_DATABASE: 'postgres' },
      },
    ],
    // The API suite on the embedded database is the longest step (PGlite runs in WebAssembly); the build, which the
    // e2e journeys need next, follows it so that the two lanes end together (decision 0084).
    [
      { name: 'API tests', cmd: apiTests, env: jestEnv },
      // The delivery tooling (release, deploy, rollback, static servers, CSP), the type check's coverage and the
      // bench's counting functions: node's own runner, a few seconds.
      { name: 'tooling tests', cmd: ['node', '--test', 'tooling/*.test.mjs', 'e2e/bench/*.test.mjs'] },
      { name: 'production build', cmd: ['node', 'tooling/start.mjs', '--build-only'] },
      { name: 'byte budgets (JS per first visit)', cmd: ['node', 'tooling/bytes-budgets.mjs'] },
    ],
  ],
  [[{ name: 'e2e journeys (Chromium)', cmd: [...pnpm, '--filter', 'e2e', 'run', 'test'] }]],
  postgres && [
    [
      {
        name: 'e2e journeys through nginx on two API instances, PostgreSQL and Redis',
        cmd: [...pnpm, '--filter', 'e2e', 'run', 'test'],
        env: { E2E_CLUSTER: '1', DATABASE_URL: postgres },
      },
    ],
  ],
]
  .filter(Boolean)
  .map((lanes) => lanes.map((lane) => lane.filter(Boolean)));

const running = new Set();
let stopping = false;

/** Kills a step and everything it started (it leads its own process group). */
function kill(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) kill(child);
    process.exit(1);
  });

/** Runs one step; resolves true when it passed. `stream` sends its output straight through; otherwise it is kept
 *  and printed whole when the step ends, so lanes side by side do not mix their lines. */
function runStep(step, stream) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (stream) console.log(`\n=== ${step.name} ===`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    // A command that cannot start (not installed, not executable) fails its step; 'close' follows with no code 0.
    child.on('error', (error) => {
      const line = `${step.cmd[0]} could not start: ${error.message}\n`;
      if (stream) process.stderr.write(line);
      else output.push(Buffer.from(line));
    });
    child.on('close', (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const passed = code === 0;
      if (!stream) process.stdout.write(`\n=== ${step.name} ===\n${Buffer.concat(output).toString()}`);
      if (passed || !stopping)
        console.log(`=== ${step.name}: ${passed ? 'ok' : 'FAILED'} in ${seconds} s ===`);
      resolve(passed);
    });
  });
}

let passed = 0;
let failed = 0;
for (const lanes of stages) {
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) {
        if (stopping) return;
        if (await runStep(step, index === 0)) passed += 1;
        else if (!stopping) {
          failed += 1;
          stopping = true;
          for (const child of running) kill(child);
        }
      }
    }),
  );
  if (stopping) break;
}
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
