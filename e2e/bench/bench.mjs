#!/usr/bin/env node
/** Performance budgets and fault scenarios of the portal (`pnpm bench`; one or more alone with
 *  `pnpm bench -- --only load,crash`). Scenarios:
 *  - routes: every route of product.md's Pages, signed in where it needs to be, loaded cold at 1× and 4× CPU: gzip JS
 *    bytes and requests (the route's own, and apart what the shell preloaded once idle), the JS that arrived before the first
 *    heading (the critical path), fetch stages before it, FCP, LCP and total blocking time; then route changes
 *    between remotes, click → the new heading; React loaded once and no other remote before the heading (routes.mjs,
 *    decisions 0050 and 0051). Needs the production builds.
 *  - peer: `/` of the federated portal next to the same sources built as one ordinary SPA without Module
 *    Federation (tooling/peer-build.mjs, served on :3010): bytes, requests, LCP; fails above 1.30× the bytes (peer.mjs,
 *    decision 0049); then every route's bytes on both builds, and what federation adds (decision 0092).
 *  - latency: the API alone at 50 connections next to a bare Fastify route: health, FAQ, serve, the signed-in ad
 *    list and sign-in, with the performance issue's budgets (api-latency.mjs, decision 0048).
 *  - load: 50 concurrent signed-in sessions for 30 s on a read and on a write route through nginx, one instance on
 *    PostgreSQL and Redis, and the read's ceiling in the same run: a bare Fastify route with the same SQL through the
 *    same pool; any error, a read p99 over 50 ms or under half the ceiling fails (load.mjs).
 *  - crash: the API killed during checkouts and during payment completion, restarted on the same database; no
 *    payment lost or counted twice (crash.mjs).
 *  - smtp: the mail server stopped and started again; every mail arrives once (smtp.mjs).
 *  - cluster: the signed-in list route through nginx with one, then two API instances on one PostgreSQL and Redis,
 *    and a restart of both one at a time under load without an error (cluster.mjs).
 *  - serve: GET /api/serve and GET /api/click/:id at 50 connections next to a bare Fastify route; serve keeps at
 *    least half of bare Fastify's throughput with p99 ≤ 20 ms, and every serve and clicked impression is counted
 *    once (serve.mjs).
 *  - bot-check: sign-up and contact with the CPU 4× slower; the time from the first keystroke until the form's
 *    request leaves, and to a solved proof of work, p95 ≤ 1 s (bot-check.mjs, decision 0030).
 *  routes, peer and bot-check start the whole portal on the production topology, `pnpm start:cluster` (nginx
 *  serving the deploy output, two API instances, PostgreSQL, Redis; unless BENCH_REUSE=1); the others start what
 *  they need. Figures print as markdown and are written to bench-results/bench.md and bench.json; the exit code
 *  is non-zero when a budget is exceeded or a scenario fails. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLatencyScenario } from './api-latency.mjs';
import { botCheckScenario } from './bot-check.mjs';
import { clusterScenario } from './cluster.mjs';
import { createdDataDirs, removeDataDirs } from './api-process.mjs';
import { crashScenario } from './crash.mjs';
import { loadScenario } from './load.mjs';
import { peerScenario } from './peer.mjs';
import { routesScenario } from './routes.mjs';
import { serveScenario } from './serve.mjs';
import { smtpScenario } from './smtp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = 'http://localhost:3000';

async function waitForHealth(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('portal did not start');
}

async function startPortal() {
  if (process.env.BENCH_REUSE === '1') return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn('node', [path.join(root, 'tooling/start-cluster.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      RATE_LIMIT_STRICT_MAX: '100000',
      RATE_LIMIT_REFRESH_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForHealth(240_000);
  // SIGINT to its whole process group, as Ctrl-C in a terminal: the cluster stops its instances, nginx, Redis and the
  // PostgreSQL it started. To the child alone it would reach only a wrapper when `node` on PATH is a script that
  // starts the real one, and the bench would wait for ever.
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGINT');
    });
}

const env = (name, fallback) => Number(process.env[name] ?? fallback);

/** Every scenario, in the order they run: `run({ base })` returns one section or several ({ title, rows, failures,
 *  summary?, setup?, columns? }); `portal: true` ones run while the whole portal is up at `base` (started once for
 *  all of them), the others start what they need. A new scenario is one import and one entry here. */
const SCENARIO_LIST = {
  routes: { portal: true, run: ({ base }) => routesScenario({ base }) },
  'bot-check': { portal: true, run: ({ base }) => botCheckScenario({ base }) },
  peer: { portal: true, run: ({ base }) => peerScenario({ base }) },
  latency: {
    run: () =>
      apiLatencyScenario({
        seconds: env('BENCH_LATENCY_SECONDS', 10),
        connections: env('BENCH_LATENCY_CONNECTIONS', 50),
      }),
  },
  load: {
    run: () =>
      loadScenario({
        seconds: env('BENCH_LOAD_SECONDS', 30),
        connections: env('BENCH_LOAD_CONNECTIONS', 50),
        accounts: env('BENCH_LOAD_ACCOUNTS', 50),
      }),
  },
  crash: { run: () => crashScenario() },
  smtp: { run: () => smtpScenario() },
  cluster: {
    run: () =>
      clusterScenario({
        seconds: env('BENCH_CLUSTER_SECONDS', 20),
        connections: env('BENCH_CLUSTER_CONNECTIONS', 50),
      }),
  },
  serve: {
    run: () =>
      serveScenario({
        seconds: env('BENCH_SERVE_SECONDS', 10),
        connections: env('BENCH_SERVE_CONNECTIONS', 50),
      }),
  },
};
const SCENARIOS = Object.keys(SCENARIO_LIST);

/** `--only load,crash`, `--only=load` or BENCH_ONLY; every scenario when none is named. */
function chosenScenarios(argv) {
  const named = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--only' && argv[i + 1]) named.push(...argv[(i += 1)].split(','));
    else if (arg.startsWith('--only=')) named.push(...arg.slice('--only='.length).split(','));
  }
  if (process.env.BENCH_ONLY) named.push(...process.env.BENCH_ONLY.split(','));
  const wanted = named.map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !SCENARIOS.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown scenario ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}`);
  return wanted.length > 0 ? SCENARIOS.filter((name) => wanted.includes(name)) : SCENARIOS;
}

/** A section as markdown: its table, then its summary figures as a list. */
function markdownSection(section) {
  const setup = section.setup ? `\n\nSetup: ${JSON.stringify(section.setup)}` : '';
  const summary = section.summary
    ? `\n\n${Object.entries(section.summary)
        .map(([name, value]) => `- ${name}: ${value}`)
        .join('\n')}`
    : '';
  const failed = section.failures.length ? `\n\nFailed:\n- ${section.failures.join('\n- ')}` : '';
  return `## ${section.title}${setup}\n\n${markdownTable(section.rows, section.columns)}${summary}${failed}`;
}

/** `columns` ([key, label] pairs) picks and names the columns; without it every key of the rows is one. */
function markdownTable(rows, columns) {
  if (rows.length === 0) return '(no rows)';
  const chosen = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key) => [key, key]);
  const cell = (value) => String(value ?? '').replaceAll('|', '\\|');
  return [
    `| ${chosen.map(([, label]) => label).join(' | ')} |`,
    `| ${chosen.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${chosen.map(([key]) => cell(row[key])).join(' | ')} |`),
  ].join('\n');
}

/** Runs one scenario; its sections carry its name and seconds, and an error becomes a failed section. */
async function runScenario(name) {
  const started = performance.now();
  let result;
  try {
    result = await SCENARIO_LIST[name].run({ base: BASE });
  } catch (error) {
    result = { title: name, rows: [], failures: [`${name}: could not run: ${error.stack ?? error.message}`] };
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  return [result].flat().map((section) => ({ name, ...section, seconds }));
}

const which = chosenScenarios(process.argv.slice(2));
const sections = [];
const onPortal = which.filter((name) => SCENARIO_LIST[name].portal);
const stopPortal = onPortal.length > 0 ? await startPortal() : null;
try {
  for (const name of onPortal) {
    const done = await runScenario(name);
    sections.push(...done);
    for (const section of done) console.log(`\n${markdownSection(section)}`);
  }
} finally {
  await stopPortal?.();
}
for (const name of which.filter((n) => !SCENARIO_LIST[n].portal)) {
  const done = await runScenario(name);
  sections.push(...done);
  for (const section of done) console.log(`\n${markdownSection(section)}`);
}

const failures = sections.flatMap((section) => section.failures);
const markdown = [
  `# Bench ${new Date().toISOString()}`,
  ...sections.map(markdownSection),
  failures.length ? `## Failed\n\n- ${failures.join('\n- ')}` : '## All budgets met, every scenario passed.',
].join('\n\n');
const outDir = path.join(root, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'bench.md'), `${markdown}\n`);
fs.writeFileSync(
  path.join(outDir, 'bench.json'),
  `${JSON.stringify({ at: new Date().toISOString(), scenarios: which, sections, failures }, null, 2)}\n`,
);
console.log(`\n${markdown}\n\n(written to bench-results/bench.md and bench.json)`);
if (failures.length > 0 && createdDataDirs().length > 0)
  console.log(`\nThe API's data and logs are kept in ${createdDataDirs().join(', ')}`);
else removeDataDirs();
process.exitCode = failures.length ? 1 : 0;
