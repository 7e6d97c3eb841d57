/** The peer scenario of `pnpm bench` (decision 0049): the federated portal's `/` next to the same sources built as
 *  one ordinary single-page app without Module Federation (tooling/peer-build.mjs, built here when peer/dist is
 *  missing or older than the sources), served on :3010 against the same API. Both are loaded cold with the routes
 *  scenario's own measuring code (routes.mjs): the route's gzip JS bytes and requests, the idle preload apart, the
 *  JS before the first heading, fetch stages, and FCP, LCP and TBT at 1× and 4× CPU, median of 5 by LCP. Fails when the federated bytes exceed the peer's by more than PEER_RATIO (issue 9's goal).
 *  Then every route of the routes scenario once on both builds, for what federation adds to each (decision 0092). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPeer, peerIsStale, PEER_DIR } from '../../tooling/peer-build.mjs';
import { nginxStaticConfig, startNginx } from '../../tooling/nginx.mjs';
import {
  launchBrowser,
  measureRoute,
  medianOf,
  picturesReady,
  routeList,
  signedInAdvertiser,
  SLOW_CPU,
} from './routes.mjs';

/** The most the federated `/` may weigh against the one-bundle peer's (gzip JS), re-set by decision 0107. */
export const PEER_RATIO = 1.3;
/** The federated `/`'s LCP at 4× CPU against the one bundle's, in the same run (the production path's goal: machines
 *  are noisy, the ratio holds). */
export const PEER_LCP_RATIO = 0.75;
export const PEER_PORT = 3010;
const RUNS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function medianLoads(browser, url) {
  const figures = {};
  for (const cpu of [1, SLOW_CPU]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureRoute(browser, url, { cpu }));
    figures[cpu] = medianOf(runs, 'lcpMs');
  }
  const slow = figures[SLOW_CPU];
  return {
    kbGzip: figures[1].kbGzip,
    requests: figures[1].requests,
    idleKb: figures[1].idleKb,
    criticalKb: figures[1].criticalKb,
    stages: figures[1].stages,
    fcp1: figures[1].fcpMs,
    lcp1: figures[1].lcpMs,
    tbt1: figures[1].tbtMs,
    fcp4: slow.fcpMs,
    lcp4: slow.lcpMs,
    tbt4: slow.tbtMs,
  };
}

/** The per-route comparison (decision 0092): for each route, the gzip JS and files of a cold first visit to the
 *  federated portal and to the one bundle, and what federation adds (KB and ratio). Returns the table's rows and its
 *  summary. */
export function compareRoutes(pairs) {
  const rows = pairs.map(({ route, as, federated, peer }) => ({
    route: `\`${route}\``,
    as,
    federatedKb: federated.kbGzip,
    federatedFiles: federated.requests,
    peerKb: peer.kbGzip,
    peerFiles: peer.requests,
    addedKb: +(federated.kbGzip - peer.kbGzip).toFixed(1),
    ratio: (federated.kbGzip / peer.kbGzip).toFixed(2),
    // Both builds must show the same page for the figures to compare (a signed-in page, not the sign-in page).
    landedApart: federated.path === peer.path ? '' : `${federated.path} / ${peer.path}`,
  }));
  const added = rows.map((row) => row.addedKb).sort((a, b) => a - b);
  const ratios = rows.map((row) => Number(row.ratio)).sort((a, b) => a - b);
  return {
    rows,
    summary: {
      'federation adds': `${added[0]} to ${added.at(-1)} KB a route (median ${added[Math.floor(added.length / 2)]})`,
      'bytes federated / one bundle': `${ratios[0]}× to ${ratios.at(-1)}×`,
    },
  };
}

/** `base` is the federated portal (its shell proxies /api to `apiOrigin`, which the peer's server proxies to too). */
export async function peerScenario({ base, apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000' }) {
  let built = 'up to date';
  if (peerIsStale()) {
    const started = performance.now();
    await buildPeer();
    built = `built in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  // Served by nginx as the portal is (decision 0104), with the same gzip and cache rules.
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'peer-nginx-'));
  const nginx = await startNginx({
    prefix,
    servers: [],
    render: () => nginxStaticConfig({ prefix, port: PEER_PORT, root: PEER_DIR, apiOrigin }),
    waitPort: PEER_PORT,
  });
  const server = {
    close: (done) =>
      nginx.stop().then(() => {
        fs.rmSync(prefix, { recursive: true, force: true });
        done?.();
      }),
  };
  const browser = await launchBrowser();
  try {
    // Every route of the routes scenario, the signed-in ones as one advertiser. Cookies are kept by host, so the
    // advertiser's session reaches the peer on its port too; the stored advertiser record, kept by origin, is copied
    // to the peer's.
    const advertiser = await signedInAdvertiser(browser, base);
    const entries = routeList(advertiser.adId, advertiser.resetPath);
    // The shell's server renders its pictures once it has started: a render beside a load slows that load.
    await picturesReady(base, entries);
    const peerOrigin = `http://localhost:${PEER_PORT}`;
    const federated = await medianLoads(browser, `${base}/`);
    const peer = await medianLoads(browser, `${peerOrigin}/`);
    const baseOrigin = new URL(base).origin;
    const peerState = {
      ...advertiser.state,
      origins: advertiser.state.origins.flatMap((entry) =>
        entry.origin === baseOrigin ? [entry, { ...entry, origin: peerOrigin }] : [entry],
      ),
    };
    // One cold load a route and build: the byte figures of a cold load are the same each time.
    const pairs = [];
    for (const entry of entries)
      pairs.push({
        route: entry.label ?? entry.route,
        as: entry.signedIn ? 'advertiser' : 'visitor',
        federated: await measureRoute(browser, `${base}${entry.route}`, {
          storageState: entry.signedIn ? advertiser.state : undefined,
        }),
        peer: await measureRoute(browser, `${peerOrigin}${entry.route}`, {
          storageState: entry.signedIn ? peerState : undefined,
        }),
      });
    const byRoute = compareRoutes(pairs);
    const ratio = Math.round((federated.kbGzip / peer.kbGzip) * 100) / 100;
    const row = (build, f) => ({ build, ...f });
    const lcpRatio =
      federated.lcp4 && peer.lcp4 ? Math.round((federated.lcp4 / peer.lcp4) * 100) / 100 : null;
    const failures = [
      ...(ratio > PEER_RATIO
        ? [`peer: the federated / weighs ${ratio}× the one-bundle peer's JS (budget ${PEER_RATIO}×)`]
        : []),
      ...(lcpRatio === null || lcpRatio > PEER_LCP_RATIO
        ? [
            `peer: the federated /'s LCP at ${SLOW_CPU}× is ${lcpRatio ?? 'unknown'}× the one bundle's (goal ${PEER_LCP_RATIO}×)`,
          ]
        : []),
    ];
    return [
      {
        title: 'Federated / against the one-bundle peer',
        setup: {
          peer: `${path.relative(root, PEER_DIR)} ${built}, served on :${PEER_PORT}`,
          loads: `cold, median LCP of ${RUNS}`,
        },
        columns: [
          ['build', 'build'],
          ['kbGzip', 'JS KB gzip'],
          ['requests', 'JS requests'],
          ['idleKb', 'idle preload KB'],
          ['criticalKb', 'critical KB'],
          ['stages', 'stages'],
          ['fcp1', 'FCP ms'],
          ['lcp1', 'LCP ms'],
          ['tbt1', 'TBT ms'],
          ['fcp4', `FCP ms ${SLOW_CPU}×`],
          ['lcp4', `LCP ms ${SLOW_CPU}×`],
          ['tbt4', `TBT ms ${SLOW_CPU}×`],
        ],
        rows: [row('federated', federated), row('one bundle', peer)],
        summary: {
          'bytes federated / one bundle': `${ratio}× (budget ≤ ${PEER_RATIO}×)`,
          [`LCP ${SLOW_CPU}× federated / one bundle`]: `${lcpRatio ?? 'unknown'}× (goal ≤ ${PEER_LCP_RATIO}×)`,
        },
        failures,
      },
      {
        title: 'Every route, federated against the one-bundle peer',
        setup: { loads: 'cold, 1× CPU, one load a route and build (byte figures do not vary between loads)' },
        columns: [
          ['route', 'route'],
          ['as', 'as'],
          ['federatedKb', 'federated JS KB'],
          ['federatedFiles', 'files'],
          ['peerKb', 'one bundle JS KB'],
          ['peerFiles', 'files'],
          ['addedKb', 'federation adds KB'],
          ['ratio', 'ratio'],
          ['landedApart', 'landed apart (federated / one bundle)'],
        ],
        ...byRoute,
        failures: byRoute.rows
          .filter((row) => row.landedApart)
          .map((row) => `peer: ${row.route} (${row.as}) landed on different pages: ${row.landedApart}`),
      },
    ];
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
