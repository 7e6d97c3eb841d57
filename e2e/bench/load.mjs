/** Scenario `load`: many signed-in advertisers at once on the production topology (decision 0104): one API instance
 *  on PostgreSQL and Redis behind nginx (tooling/start-cluster.mjs; BENCH_DATABASE_URL's or DATABASE_URL's server
 *  with a fresh database in it, else a throwaway one). Accounts are made through the real sign-up, confirmation and
 *  sign-in; each session is a separate sign-in. Then, for a fixed time each, autocannon keeps CONNECTIONS requests
 *  in flight on a read route (GET /api/ads/advertiser, the dashboard's list) through nginx; on its ceiling in the
 *  same run, a bare Fastify route running the same SQL through the same pool, the session lookup and the list
 *  (api/src/testing/ad-list-ceiling.ts, decision 0125); for reference, on the list's SQL alone; and on an idempotent
 *  write (PATCH /api/advertisers with the same name, the account page's save) through nginx,
 *  every request signed in with the next session in turn. Any error, timeout or non-2xx fails it; so does a read p99
 *  over 50 ms or under half the ceiling's throughput (the production issue's goals). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createFreshDatabase, startLocalPostgres } from '../../tooling/local-postgres.mjs';
import { startCluster } from '../../tooling/start-cluster.mjs';
import { freePort, ROOT } from './api-process.mjs';
import {
  API_KEY,
  applyForAd,
  createClient,
  mapLimit,
  newAdvertiser,
  signIn,
  uploadBanner,
} from './api-client.mjs';

const REQUEST_TIMEOUT_SECONDS = Number(process.env.BENCH_LOAD_TIMEOUT_SECONDS ?? 30);

async function hammer({ name, url, method, body, sessions, connections, seconds, paths = null }) {
  let next = 0;
  const statuses = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // Seconds before a request counts as failed. On one busy two-core machine, Node's event loop (the API's and the
    // load generator's alike) leaves a few sockets unread for several seconds even when the handler answers in
    // milliseconds; a browser waits that long, so the limit is set above it, and p99.9 and the maximum show the tail.
    timeout: REQUEST_TIMEOUT_SECONDS,
    method,
    ...(body ? { body } : {}),
    headers: { 'x-api-key': API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        setupRequest(request) {
          const i = next % sessions.length;
          next += 1;
          if (paths) return { ...request, path: paths[i] };
          return { ...request, headers: { ...request.headers, cookie: sessions[i] } };
        },
        onResponse(status) {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    name,
    connections,
    seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    'p99.9': result.latency.p99_9,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  };
}

/** The production issue's goals for the signed-in ad list through nginx on PostgreSQL. */
export const READ_P99_BUDGET_MS = 50;
export const READ_SHARE_OF_CEILING = 0.5;

/** The ceiling's server on DATABASE_URL `url`; resolves with its origin and a stop function once it answers. */
async function startCeiling(url) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/ad-list-ceiling.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ceiling's server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/ceiling-list/1`)).ok)
        return { origin, stop: () => child.exitCode === null && child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error("the ceiling's server did not start");
}

export async function loadScenario({ seconds = 60, connections = 50, accounts = 50 } = {}) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const server = adminUrl ? null : await startLocalPostgres();
  const database = await createFreshDatabase(adminUrl ?? server.url, 'portal_bench');
  const crashes = [];
  let cluster = null;
  let ceiling = null;
  try {
    cluster = await startCluster({
      instances: 1,
      databaseUrl: database.url,
      portal: false,
      balancerPort: await freePort(),
      instancePorts: [await freePort()],
      // The bench measures the handlers, not the limiter (whose counts are in Redis all the same).
      env: {
        RATE_LIMIT_STRICT_MAX: '1000000',
        RATE_LIMIT_UPLOAD_MAX: '1000000',
        RATE_LIMIT_REFRESH_MAX: '1000000',
      },
      onCrash: (instance, code) =>
        crashes.push(`the instance on :${instance.port} stopped (exit ${code}); log: ${instance.logFile}`),
    });
    const setupStarted = performance.now();
    // Each account has two ads, so the list the read route answers is not empty.
    const advertisers = await mapLimit(Array.from({ length: accounts }), 4, async () => {
      const advertiser = await newAdvertiser(cluster.apiUrl, 'load');
      const imageUrl = await uploadBanner(advertiser.client);
      await applyForAd(advertiser.client, imageUrl, { title: 'Bench lobby' });
      await applyForAd(advertiser.client, imageUrl, { title: 'Bench exhibition', months: 3 });
      return advertiser;
    });
    const perAccount = Math.ceil(connections / accounts);
    const signIns = advertisers
      .flatMap((advertiser) => Array.from({ length: perAccount }, () => advertiser))
      .slice(0, Math.max(connections, accounts));
    const sessions = await mapLimit(signIns, 4, async (advertiser) => {
      const client = createClient(cluster.apiUrl);
      await signIn(client, advertiser.email);
      return client.cookieHeader();
    });
    ceiling = await startCeiling(database.url);
    const setupSeconds = +((performance.now() - setupStarted) / 1000).toFixed(1);

    // The ceiling is asked with each session's access token, as the route is with its cookie.
    const accessTokens = sessions.map((cookie) => cookie.match(/(?:^|; )portal_access=([^;]+)/)?.[1] ?? '');
    const common = { sessions, connections, seconds };
    const rows = [
      await hammer({
        name: 'GET /api/ads/advertiser (read), through nginx',
        url: `${cluster.apiUrl}/api/ads/advertiser`,
        method: 'GET',
        ...common,
      }),
      await hammer({
        name: 'ceiling: bare Fastify, the same SQL (session lookup, list) through the same pool',
        url: `${ceiling.origin}/ceiling/x`,
        method: 'GET',
        ...common,
        paths: accessTokens.map((token) => `/ceiling/${token}`),
      }),
      await hammer({
        name: 'for reference: bare Fastify, the list alone (no session lookup)',
        url: `${ceiling.origin}/ceiling-list/1`,
        method: 'GET',
        ...common,
        paths: signIns.map((advertiser) => `/ceiling-list/${advertiser.id}`),
      }),
      await hammer({
        name: 'PATCH /api/advertisers name (write), through nginx',
        url: `${cluster.apiUrl}/api/advertisers`,
        method: 'PATCH',
        body: JSON.stringify({ name: 'Bench Advertiser' }),
        ...common,
      }),
    ];
    const failures = [
      ...crashes,
      ...rows
        .filter((row) => row.errors > 0 || row.timeouts > 0 || row.non2xx > 0)
        .map(
          (row) =>
            `load ${row.name}: ${row.errors} errors, ${row.timeouts} timeouts, ${row.non2xx} non-2xx (${row.statuses})`,
        ),
    ];
    const [read, bare, listAlone] = rows;
    const share = bare.rps > 0 ? read.rps / bare.rps : 0;
    if (read.p99 > READ_P99_BUDGET_MS)
      failures.push(`load ${read.name}: p99 ${read.p99} ms > ${READ_P99_BUDGET_MS} ms`);
    if (share < READ_SHARE_OF_CEILING)
      failures.push(
        `load ${read.name}: ${Math.round(share * 100)}% of the ceiling's throughput < ${READ_SHARE_OF_CEILING * 100}%`,
      );
    return {
      title: `Load: ${connections} concurrent signed-in sessions (${accounts} accounts), ${seconds} s per route, one API instance on PostgreSQL and Redis behind nginx`,
      setup: {
        accounts,
        sessions: sessions.length,
        setupSeconds,
        requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
      },
      rows,
      summary: {
        'signed-in list through nginx / its same-SQL ceiling': `${Math.round(share * 100)}% (goal ≥ ${READ_SHARE_OF_CEILING * 100}%)`,
        'signed-in list through nginx / the list alone (reference)': `${listAlone.rps > 0 ? Math.round((read.rps / listAlone.rps) * 100) : 0}%`,
        'signed-in list p99 through nginx': `${read.p99} ms (goal ≤ ${READ_P99_BUDGET_MS} ms)`,
      },
      failures,
    };
  } finally {
    ceiling?.stop();
    await cluster?.stop();
    await database.drop().catch(() => {});
    server?.stop();
  }
}
