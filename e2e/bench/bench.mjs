#!/usr/bin/env node
/** Performance budgets and fault scenarios of the portal (`pnpm bench`; one or more alone with
 *  `pnpm bench -- --only load,crash`). Scenarios:
 *  - routes: JavaScript bytes per route (gzip, as served) and their origins, the part of them that arrived before the
 *    first heading appeared (the critical path), FCP and LCP; React loaded once (react-dom only from the shell's
 *    origin) and no remote loaded that the route does not own. Needs the production builds.
 *  - latency: the API alone at 50 connections next to a bare Fastify route: health, FAQ, serve, the signed-in ad
 *    list and sign-in, with the performance issue's budgets (api-latency.mjs, decision 0048).
 *  - load: 200 concurrent signed-in sessions for 60 s on a read and on a write route; any error fails (load.mjs).
 *  - crash: the API killed during checkouts and during payment completion, restarted on the same database; no
 *    payment lost or counted twice (crash.mjs).
 *  - smtp: the mail server stopped and started again; every mail arrives once (smtp.mjs).
 *  - cluster: the signed-in list route through a round-robin balancer with one, then two API instances on one
 *    PostgreSQL, and a restart of both one at a time under load without an error (cluster.mjs).
 *  - serve: GET /api/serve and GET /api/click/:id at 50 connections next to a bare Fastify route; serve keeps at
 *    least half of bare Fastify's throughput with p99 ≤ 20 ms, and every serve and clicked impression is counted
 *    once (serve.mjs).
 *  - bot-check: sign-up and contact with the CPU 4× slower; the time from the first keystroke until the form's
 *    request leaves, and to a solved proof of work, p95 ≤ 1 s (bot-check.mjs, decision 0030).
 *  routes and bot-check start the whole portal (unless BENCH_REUSE=1); the others start the API alone on a
 *  fresh database. Figures print as markdown and are written to bench-results/bench.md and bench.json; the exit code
 *  is non-zero when a budget is exceeded or a scenario fails. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { apiLatencyScenario } from './api-latency.mjs';
import { botCheckScenario } from './bot-check.mjs';
import { clusterScenario } from './cluster.mjs';
import { createdDataDirs, removeDataDirs } from './api-process.mjs';
import { crashScenario } from './crash.mjs';
import { loadScenario } from './load.mjs';
import { serveScenario } from './serve.mjs';
import { smtpScenario } from './smtp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = 'http://localhost:3000';
// The goals of the performance issue, not today's figures: the routes fail until the work it names lands (about
// 314 KB today, mostly the shared singletons: react-dom 65, react-router 64, the federation runtime twice 54).
const BUDGET = {
  // gzip JS a first visit to a route downloads, the deferred consent manager included (goal: ≤ 160 KB on `/`).
  routeJsKb: 160,
  // gzip JS that has arrived when the route's first heading (the hero) appears: the critical path.
  criticalJsKb: 110,
  // The performance issue's LCP goal on `/`: ≤ 0.9 s with the CPU slowed 4×, median of 5 loads.
  lcpMs: 900,
  // The performance issue's route-change goal: click → the other remote's heading in ≤ 150 ms.
  routeChangeMs: 150,
};
const LCP_CPU_SLOWDOWN = 4;
const LCP_RUNS = 5;
const ROUTES = [
  ['/', 'mf_public'],
  ['/signin', 'mf_auth'],
  ['/signup', 'mf_auth'],
  ['/dashboard', 'mf_auth'], // signed out: the guard sends the visitor to /signin
  ['/no-such-page', null],
];
const REMOTE_PORTS = {
  3001: 'mf_public',
  3002: 'mf_auth',
  3003: 'mf_dashboard',
  3004: 'mf_ads',
  3005: 'mf_account',
};

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
  const child = spawn('node', [path.join(root, 'tooling/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_STRICT_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForHealth();
  return () => process.kill(-child.pid, 'SIGTERM');
}

/** Records, in the page's own clock, when its first heading appears: the hero of every route. */
function recordHeadingTime() {
  const found = () => {
    if (document.querySelector('h1')) {
      globalThis.__benchHeadingAt ??= performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_changes, observer) => {
    if (found()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** FCP and LCP of the page, and the gzip JS whose download ended before its first heading appeared (the critical
 *  path; the static servers send Timing-Allow-Origin, so remotes' files count too). */
async function paintTimings(page) {
  const timings = await page.evaluate(async () => {
    const lcp = await new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries.at(-1)?.startTime ?? null);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 1000);
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ end: entry.responseEnd, bytes: entry.encodedBodySize }));
    return { lcp, fcp, heading: globalThis.__benchHeadingAt ?? null, scripts };
  });
  const critical =
    timings.heading === null
      ? null
      : timings.scripts.filter((s) => s.end <= timings.heading).reduce((n, s) => n + s.bytes, 0);
  return {
    criticalKb: critical === null ? null : +(critical / 1024).toFixed(1),
    fcpMs: timings.fcp === null ? null : Math.round(timings.fcp),
    lcpMs: timings.lcp === null ? null : Math.round(timings.lcp),
  };
}

/** The median LCP of `route` over LCP_RUNS first visits with the CPU slowed LCP_CPU_SLOWDOWN×. */
async function medianSlowLcp(browser, route) {
  const values = [];
  for (let run = 0; run < LCP_RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LCP_CPU_SLOWDOWN });
    await page.addInitScript(recordHeadingTime);
    await page.goto(BASE + route, { waitUntil: 'networkidle' });
    const { lcpMs } = await paintTimings(page);
    if (lcpMs !== null) values.push(lcpMs);
    await context.close();
  }
  values.sort((a, b) => a - b);
  return values.length ? values[Math.floor(values.length / 2)] : null;
}

/** From `/`, a click on the top bar's Sign up until mf-auth's page heading shows (after the home page settled). */
async function routeChangeMs(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  const before = await page.locator('h1').first().textContent();
  const started = Date.now();
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await page.waitForFunction((text) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading.textContent !== text && location.pathname === '/signup';
  }, before);
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

async function measureRoutes() {
  const browser = await chromium.launch({
    ...(fs.existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  const slowLcp = await medianSlowLcp(browser, '/');
  const routeChange = await routeChangeMs(browser);
  for (const [route, expectedRemote] of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(recordHeadingTime);
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      const headers = await response.allHeaders();
      const bytes = Number(headers['content-length'] ?? (await response.body()).length);
      scripts.push({ url: response.url(), bytes });
    });
    const started = Date.now();
    await page.goto(BASE + route, { waitUntil: 'networkidle' });
    const ms = Date.now() - started;
    const origins = new Set(scripts.map((s) => new URL(s.url).port));
    const remotesLoaded = [...origins].map((p) => REMOTE_PORTS[p]).filter(Boolean);
    const reactFromShellOnly = await page.evaluate(() => {
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      const froms = [];
      for (const scope of Object.values(share)) {
        const versions = scope?.default?.['react-dom'] ?? {};
        for (const v of Object.values(versions)) if (v.loaded || v.lib) froms.push(v.from);
      }
      return froms.length > 0 && froms.every((f) => f === 'shell');
    });
    const reactDomRequests = scripts.filter((s) => /react-dom/.test(s.url) || /react-dom/.test(s.url)).length;
    const paint = await paintTimings(page);
    rows.push({
      route,
      kbGzip: +(scripts.reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1),
      requests: scripts.length,
      criticalKb: paint.criticalKb,
      fcpMs: paint.fcpMs,
      lcpMs: paint.lcpMs,
      lcp4xMs: route === '/' ? slowLcp : null,
      routeChangeMs: route === '/' ? routeChange : null,
      remotesLoaded: remotesLoaded.join(',') || '-',
      onlyOwnRemote: expectedRemote
        ? remotesLoaded.every((r) => r === expectedRemote)
        : remotesLoaded.length === 0,
      reactFromShellOnly,
      reactDomRequests,
      loadMs: ms,
    });
    await context.close();
  }
  await browser.close();
  return rows;
}

const SCENARIOS = ['routes', 'latency', 'bot-check', 'load', 'crash', 'smtp', 'cluster', 'serve'];

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
  return `## ${section.title}${setup}\n\n${markdownTable(section.rows)}${summary}${failed}`;
}

function markdownTable(rows) {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) => String(value ?? '').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

async function portalScenarios(which) {
  const sections = [];
  const stop = await startPortal();
  try {
    if (which.includes('routes')) {
      const routes = await measureRoutes();
      sections.push({
        name: 'routes',
        title: 'JavaScript per route (first visit, gzip as served)',
        rows: routes,
        failures: [
          ...routes
            .filter((r) => r.kbGzip > BUDGET.routeJsKb)
            .map((r) => `${r.route}: ${r.kbGzip} KB > ${BUDGET.routeJsKb} KB`),
          ...routes
            .filter((r) => r.criticalKb !== null && r.criticalKb > BUDGET.criticalJsKb)
            .map(
              (r) => `${r.route}: ${r.criticalKb} KB before the first heading > ${BUDGET.criticalJsKb} KB`,
            ),
          ...routes
            .filter((r) => r.lcp4xMs !== null && r.lcp4xMs > BUDGET.lcpMs)
            .map((r) => `${r.route}: LCP at ${LCP_CPU_SLOWDOWN}× CPU ${r.lcp4xMs} ms > ${BUDGET.lcpMs} ms`),
          ...routes
            .filter((r) => r.routeChangeMs !== null && r.routeChangeMs > BUDGET.routeChangeMs)
            .map((r) => `${r.route} → /signup: ${r.routeChangeMs} ms > ${BUDGET.routeChangeMs} ms`),
          ...routes
            .filter((r) => !r.onlyOwnRemote)
            .map((r) => `${r.route}: loaded remotes ${r.remotesLoaded}`),
          ...routes
            .filter((r) => !r.reactFromShellOnly)
            .map((r) => `${r.route}: react-dom not (only) from the shell`),
        ],
      });
    }
    if (which.includes('bot-check')) sections.push(await botCheckScenario({ base: BASE }));
  } finally {
    stop?.();
  }
  return sections;
}

async function runScenario(name) {
  const started = performance.now();
  let section;
  try {
    if (name === 'load')
      section = await loadScenario({
        seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
        connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200),
        accounts: Number(process.env.BENCH_LOAD_ACCOUNTS ?? 50),
      });
    else if (name === 'crash') section = await crashScenario();
    else if (name === 'cluster')
      section = await clusterScenario({
        seconds: Number(process.env.BENCH_CLUSTER_SECONDS ?? 20),
        connections: Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50),
      });
    else if (name === 'latency')
      section = await apiLatencyScenario({
        seconds: Number(process.env.BENCH_LATENCY_SECONDS ?? 10),
        connections: Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 50),
      });
    else if (name === 'serve')
      section = await serveScenario({
        seconds: Number(process.env.BENCH_SERVE_SECONDS ?? 10),
        connections: Number(process.env.BENCH_SERVE_CONNECTIONS ?? 50),
      });
    else section = await smtpScenario();
  } catch (error) {
    section = {
      title: name,
      rows: [],
      failures: [`${name}: could not run: ${error.stack ?? error.message}`],
    };
  }
  return { name, ...section, seconds: Math.round((performance.now() - started) / 1000) };
}

const which = chosenScenarios(process.argv.slice(2));
const sections = [];
const PORTAL_SCENARIOS = ['routes', 'bot-check'];
if (which.some((n) => PORTAL_SCENARIOS.includes(n))) sections.push(...(await portalScenarios(which)));
for (const name of which.filter((n) => !PORTAL_SCENARIOS.includes(n))) {
  const section = await runScenario(name);
  sections.push(section);
  console.log(`\n${markdownSection(section)}`);
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
