/** Scenario `serve` (`pnpm bench -- --only serve`): the ad server's two routes under load, next to a bare Fastify
 *  route measured in the same run on the same machine. The API runs alone on a fresh embedded database, with demo
 *  data made by `pnpm admin demo` (two running ads in the lobby). autocannon keeps CONNECTIONS requests in flight
 *  on GET /api/serve?placement=lobby, then on GET /api/click/:id?imp=… over a pool of served click addresses
 *  (each clicked many times), with a browser's user agent and the per-address limit raised so every request goes
 *  through the counting path. Budget: serve at least half of bare Fastify's requests per second, p99 at most
 *  20 ms. Then the counts are checked: every answered serve counted once, every clicked impression once, and
 *  the ads' totals equal to the sum of their days in the database. */
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { ROOT, freePort, freshDataDir, startApi } from './api-process.mjs';
import { createClient, expectOk, PASSWORD, signIn } from './api-client.mjs';
import { queryDatabase } from './database.mjs';

const BUDGET = { minShareOfBare: 0.5, p99Ms: 20 };
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CLICK_POOL = 2000;
const WARM_UP_SECONDS = 2;

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));

/** A Fastify server with one JSON route and nothing else (no logger, no plugins), in its own process like the API. */
export async function startBareFastify() {
  const port = await freePort();
  const fastifyUrl = pathToFileURL(requireFromApi.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ id: 1, imageUrl: 'http://127.0.0.1/banner.png', clickUrl: 'http://127.0.0.1/click/1' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/bare`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the bare Fastify server did not start');
}

/** `pnpm admin demo` as a developer runs it, against this API. */
export async function makeDemoData(api, dataDir, email) {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['src/cli/admin.ts', 'demo', '--email', email, '--password', PASSWORD],
    {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, API_URL: api.baseUrl },
    },
  );
  return stdout;
}

/** autocannon for `seconds` on one route (after an unmeasured warm-up); `paths` rotates the request path. */
async function hammer({ name, url, connections, seconds, paths }) {
  const warmUp = {};
  const measured = {};
  let statuses = warmUp;
  let next = 0;
  const options = {
    url,
    connections,
    headers: { 'user-agent': BROWSER },
    requests: [
      {
        setupRequest(request) {
          if (!paths) return request;
          const pathAndQuery = paths[next % paths.length];
          next += 1;
          return { ...request, path: pathAndQuery };
        },
        onResponse(status) {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  statuses = measured;
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    connections,
    seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.entries(measured)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    answered: measured,
    /** Answers of the warm-up and the measured run together (what the server counted). */
    answeredInAll: (status) => (warmUp[status] ?? 0) + (measured[status] ?? 0),
  };
}

/** The demo advertiser's ads as the dashboard lists them. */
async function ownTotals(baseUrl, email) {
  const client = createClient(baseUrl);
  await signIn(client, email);
  const ads = await expectOk(client.api.ads.list(), 'the ad list');
  return ads.reduce(
    (sum, ad) => ({ impressions: sum.impressions + ad.impressions, clicks: sum.clicks + ad.clicks }),
    { impressions: 0, clicks: 0 },
  );
}

/** Click addresses of CLICK_POOL served banners (each serve counted as an impression). */
async function servedClickPaths(baseUrl) {
  const paths = [];
  for (let i = 0; i < CLICK_POOL; i += 1) {
    const res = await fetch(`${baseUrl}/api/serve?placement=lobby`, { headers: { 'user-agent': BROWSER } });
    const { clickUrl } = await res.json();
    const url = new URL(clickUrl);
    paths.push(`${url.pathname}${url.search}`);
  }
  return paths;
}

export async function serveScenario({ seconds = 10, connections = 50 } = {}) {
  const bare = await startBareFastify();
  const dataDir = freshDataDir('serve');
  const api = await startApi({
    dataDir,
    port: await freePort(),
    label: 'serve',
    // Every request through the counting path: no visitor is over the per-address limit.
    env: { AD_COUNT_LIMIT_PER_MINUTE: '1000000000' },
  });
  const failures = [];
  const rows = [];
  let counts;
  try {
    const email = `bench-serve-${Date.now().toString(36)}@example.com`;
    await makeDemoData(api, dataDir, email);
    const before = await ownTotals(api.baseUrl, email);
    const common = { connections, seconds };

    rows.push(await hammer({ name: 'bare Fastify GET /bare', url: bare.url, ...common }));
    const paths = await servedClickPaths(api.baseUrl);
    const serveRow = await hammer({
      name: 'GET /api/serve?placement=lobby',
      url: `${api.baseUrl}/api/serve?placement=lobby`,
      ...common,
    });
    rows.push(serveRow);
    const clickRow = await hammer({
      name: `GET /api/click/:id?imp= (${CLICK_POOL} impressions)`,
      url: `${api.baseUrl}${paths[0]}`,
      paths,
      ...common,
    });
    rows.push(clickRow);

    // The next flush (every 5 s) writes what the load left in memory.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const after = await ownTotals(api.baseUrl, email);
    const served = serveRow.answeredInAll(200) + CLICK_POOL;
    counts = {
      impressionsCounted: after.impressions - before.impressions,
      impressionsAnswered: served,
      clicksCounted: after.clicks - before.clicks,
      impressionsClicked: CLICK_POOL,
    };
    // A request cut off when the run ends may have been counted without its answer being read.
    if (counts.impressionsCounted < served || counts.impressionsCounted > served + 2 * connections)
      failures.push(`serve: ${counts.impressionsCounted} impressions counted for ${served} serves answered`);
    if (counts.clicksCounted !== CLICK_POOL)
      failures.push(`click: ${counts.clicksCounted} clicks counted for ${CLICK_POOL} impressions clicked`);
    const bareRps = rows[0].rps;
    if (serveRow.rps < BUDGET.minShareOfBare * bareRps)
      failures.push(
        `serve: ${serveRow.rps} requests/s < ${BUDGET.minShareOfBare * 100}% of bare Fastify's ${bareRps}`,
      );
    for (const row of [serveRow, clickRow]) {
      if (row.p99 > BUDGET.p99Ms) failures.push(`${row.name}: p99 ${row.p99} ms > ${BUDGET.p99Ms} ms`);
      if (row.errors > 0 || row.timeouts > 0)
        failures.push(`${row.name}: ${row.errors} errors, ${row.timeouts} timeouts`);
    }
    if ((serveRow.answered[200] ?? 0) !== serveRow.requests)
      failures.push(`serve: not every answer was a 200 (${serveRow.statuses})`);
    if ((clickRow.answered[302] ?? 0) !== clickRow.requests)
      failures.push(`click: not every answer was a 302 (${clickRow.statuses})`);
  } finally {
    bare.stop();
    await api.stop();
  }
  // Once the API has stopped (its close flushed again), the totals must equal the sum of the hours (and of the UTC
  // days counted before hours, decision 0118).
  const [sums] = await queryDatabase(
    { dataDir },
    `select (select coalesce(sum(impressions), 0) from ads)::int as ad_impressions,
            (select coalesce(sum(clicks), 0) from ads)::int as ad_clicks,
            ((select coalesce(sum(impressions), 0) from ad_hourly_stats)
              + (select coalesce(sum(impressions), 0) from ad_daily_stats))::int as day_impressions,
            ((select coalesce(sum(clicks), 0) from ad_hourly_stats)
              + (select coalesce(sum(clicks), 0) from ad_daily_stats))::int as day_clicks`,
  );
  if (sums.ad_impressions !== sums.day_impressions || sums.ad_clicks !== sums.day_clicks)
    failures.push(`totals differ from their days: ${JSON.stringify(sums)}`);
  return {
    title: `Ad serving: serve and click at ${connections} connections, ${seconds} s each, next to bare Fastify`,
    setup: { ...counts, totalsEqualDays: sums.ad_impressions === sums.day_impressions },
    rows: rows.map(({ answered: _answered, answeredInAll: _answeredInAll, ...row }) => row),
    summary: {
      'serve / bare Fastify': `${Math.round((rows[1]?.rps / rows[0]?.rps) * 100)}% (budget ≥ ${BUDGET.minShareOfBare * 100}%)`,
      'p99 budget': `${BUDGET.p99Ms} ms`,
    },
    failures,
  };
}

// Alone: `node e2e/bench/serve.mjs` prints the section as JSON.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await serveScenario({
    seconds: Number(process.env.BENCH_SERVE_SECONDS ?? 10),
    connections: Number(process.env.BENCH_SERVE_CONNECTIONS ?? 50),
  });
  console.log(JSON.stringify(section, null, 2));
  process.exitCode = section.failures.length > 0 ? 1 : 0;
}
