/** Scenario `cluster`: what a second API instance buys on one PostgreSQL. The signed-in list route of the dashboard
 *  (GET /api/ads/advertiser) is loaded through the nginx of `pnpm start:cluster` (decision 0104), first with one
 *  instance behind it, then with two, on the same database and the same sessions (accounts made through the real
 *  sign-up, each with a few ads), and each time again with the load spread over the instances directly. Then the two
 *  instances are restarted one at a time under the same load (tooling/start-cluster.mjs, decision 0129): a
 *  zero-downtime restart answers every request. Each row names what went wrong by kind (a status, an error code)
 *  and when, and the restart's steps are timed on the same clock; BENCH_CLUSTER_LOGS=<dir> keeps nginx's error log
 *  and the instances' logs of the restart. PostgreSQL is DATABASE_URL's server (a fresh database in it) or a
 *  throwaway one. Any error or non-2xx fails the scenario; the throughput is reported, not budgeted (it depends on
 *  the machine's cores). */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createFreshDatabase, startLocalPostgres } from '../../tooling/local-postgres.mjs';
import { startCluster } from '../../tooling/start-cluster.mjs';
import { freePort } from './api-process.mjs';
import { API_KEY, applyForAd, mapLimit, newAdvertiser, uploadBanner } from './api-client.mjs';

/** Keeps `connections` requests in flight on `url` for `seconds`, each signed in with the next session in turn. */
async function hammer({ url, sessions, connections, seconds }) {
  let next = 0;
  const started = performance.now();
  const unexpected = new Map();
  const note = (kind) => {
    const at = Math.round((performance.now() - started) / 100) / 10;
    const seen = unexpected.get(kind) ?? { count: 0, first: at, last: at };
    seen.count += 1;
    seen.last = at;
    unexpected.set(kind, seen);
  };
  const run = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { 'x-api-key': API_KEY },
    requests: [
      {
        setupRequest(request) {
          const cookie = sessions[next % sessions.length];
          next += 1;
          return { ...request, headers: { ...request.headers, cookie } };
        },
      },
    ],
  });
  // What went wrong, by kind (a status other than 2xx, or the error's code) and when (seconds into the run).
  run.on('response', (_client, status) => {
    if (status < 200 || status >= 300) note(String(status));
  });
  run.on('reqError', (error) => note(error.code ?? error.message));
  const result = await run;
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    unexpected: describeUnexpected(unexpected),
  };
}

/** `502 ×3 at 12.1–12.4 s; ECONNRESET ×1 at 20.3 s`, or empty. */
function describeUnexpected(unexpected) {
  return [...unexpected]
    .map(([kind, { count, first, last }]) => {
      const when = first === last ? `${first}` : `${first}–${last}`;
      return `${kind} ×${count} at ${when} s`;
    })
    .join('; ');
}

/** The same load spread evenly over the instances directly, without nginx: what the instances themselves serve. */
async function hammerDirect({ origins, sessions, connections, seconds }) {
  const parts = await Promise.all(
    origins.map((origin) =>
      hammer({
        url: `${origin}/api/ads/advertiser`,
        sessions,
        connections: Math.round(connections / origins.length),
        seconds,
      }),
    ),
  );
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  const worst = (key) => Math.max(...parts.map((part) => part[key]));
  return {
    requests: sum('requests'),
    rps: sum('rps'),
    p50: worst('p50'),
    p99: worst('p99'),
    max: worst('max'),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    unexpected: parts
      .map((part) => part.unexpected)
      .filter(Boolean)
      .join('; '),
  };
}

/** Copies nginx's error log and the instances' logs of a run into `dir` (BENCH_CLUSTER_LOGS), before the cluster
 *  removes them: what nginx and each instance saw during the rolling restart. */
function keepLogs(cluster, dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(cluster.nginxPrefix, 'error.log'), path.join(dir, 'nginx-error.log'));
  for (const name of fs.readdirSync(cluster.dataDir).filter((file) => file.endsWith('.log')))
    fs.copyFileSync(path.join(cluster.dataDir, name), path.join(dir, name));
}

async function clusterOn(databaseUrl, instances, crashes) {
  return startCluster({
    instances,
    databaseUrl,
    portal: false,
    balancerPort: await freePort(),
    instancePorts: await Promise.all(Array.from({ length: instances }, () => freePort())),
    // The bench measures the handlers, not the limiter.
    env: {
      RATE_LIMIT_STRICT_MAX: '1000000',
      RATE_LIMIT_UPLOAD_MAX: '1000000',
      RATE_LIMIT_REFRESH_MAX: '1000000',
    },
    onCrash: (instance, code) =>
      crashes.push(`the instance on :${instance.port} stopped (exit ${code}); log: ${instance.logFile}`),
  });
}

/** Signed-in advertisers with `adsEach` ads each, made through nginx; their cookie headers. */
async function sessionsOn(apiUrl, accounts, adsEach) {
  return mapLimit(
    Array.from({ length: accounts }, (_, i) => i),
    4,
    async (i) => {
      const { client } = await newAdvertiser(apiUrl, `cluster-${i}`);
      const imageUrl = await uploadBanner(client);
      for (let ad = 0; ad < adsEach; ad += 1)
        await applyForAd(client, imageUrl, { title: `Cluster lobby ${i}-${ad}` });
      return client.cookieHeader();
    },
  );
}

export async function clusterScenario({ seconds = 20, connections = 50, accounts = 20, adsEach = 5 } = {}) {
  const server = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const database = await createFreshDatabase(process.env.DATABASE_URL ?? server.url, 'portal_bench');
  const rows = [];
  const crashes = [];
  let restartSteps = '';
  try {
    let sessions = [];
    for (const instances of [1, 2]) {
      const cluster = await clusterOn(database.url, instances, crashes);
      try {
        if (sessions.length === 0) sessions = await sessionsOn(cluster.apiUrl, accounts, adsEach);
        const url = `${cluster.apiUrl}/api/ads/advertiser`;
        const label = `${instances} instance${instances > 1 ? 's' : ''}`;
        rows.push({
          run: `${label}, through nginx`,
          ...(await hammer({ url, sessions, connections, seconds })),
        });
        const origins = cluster.instances.map((instance) => instance.origin);
        rows.push({
          run: `${label}, direct`,
          ...(await hammerDirect({ origins, sessions, connections, seconds })),
        });
        if (instances === 2) {
          // The same load while each instance in turn drains, stops, starts and becomes ready again.
          const started = performance.now();
          const steps = [];
          const onStep = (text) =>
            steps.push(`${text} at ${Math.round((performance.now() - started) / 100) / 10} s`);
          const [load] = await Promise.all([
            hammer({ url, sessions, connections, seconds: Math.max(seconds, 30) }),
            cluster.restartOneByOne({ onStep }),
          ]);
          rows.push({
            run: `2 instances, restarted one at a time (${Math.round((performance.now() - started) / 1000)} s)`,
            ...load,
          });
          restartSteps = steps.join('; ');
          if (process.env.BENCH_CLUSTER_LOGS) keepLogs(cluster, process.env.BENCH_CLUSTER_LOGS);
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.drop().catch(() => {});
    server?.stop();
  }
  const rps = (run) => rows.find((row) => row.run === run)?.rps;
  const ratio = (two, one) => (rps(two) && rps(one) ? `${(rps(two) / rps(one)).toFixed(2)}×` : 'n/a');
  return {
    title: 'GET /api/ads/advertiser through nginx, one and two API instances on PostgreSQL and Redis',
    setup: { seconds, connections, accounts, adsEach },
    rows,
    summary: {
      'throughput through nginx, two instances / one': ratio(
        '2 instances, through nginx',
        '1 instance, through nginx',
      ),
      'throughput direct, two instances / one': ratio('2 instances, direct', '1 instance, direct'),
      'rolling restart, seconds into its load': restartSteps,
    },
    failures: [
      ...crashes,
      ...rows
        .filter((row) => row.errors > 0 || row.non2xx > 0)
        .map(
          (row) =>
            `${row.run}: ${row.errors} errors, ${row.non2xx} non-2xx answers (${row.unexpected || 'no detail'})`,
        ),
    ],
  };
}
