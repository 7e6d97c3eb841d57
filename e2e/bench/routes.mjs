/** The routes scenario of `pnpm bench` (decisions 0050, 0051): every route of product.md's Pages loaded cold in a fresh
 *  browser context, signed in where the route needs it, at 1× and 4× CPU: the route's own gzip JS bytes and requests
 *  apart from what the shell preloads once the page is idle, the JS that arrived before the first heading (the critical
 *  path), the fetch stages before the hero, FCP, LCP and total blocking time; then route changes between remotes,
 *  click → the new heading. The measuring functions (launchBrowser, measureRoute, medianOf) take any origin, so
 *  another scenario can measure another build with the same code; the counting functions (fetchStages,
 *  totalBlockingTime, splitIdlePreload) are pure and tested over recorded requests (routes.test.mjs). */
import { chromium } from '@playwright/test';
import { applyForAd, mailLink, newAdvertiser, PASSWORD, uploadBanner } from './api-client.mjs';
import { CHROMIUM_LAUNCH_OPTIONS } from '../fixtures/browser.ts';
import { dismissConsent } from '../fixtures/portal.ts';
import { PRERENDERED_ID, prerenderedPathFor } from '../../tooling/prerender.mjs';

// The goals of the performance issue (issue 9), with the byte goal on `/` re-set by decision 0107, not today's figures.
export const ROUTE_BUDGET = {
  // gzip JS a first visit to `/` downloads for itself, the deferred consent manager included, the remotes the shell
  // preloads once the page is idle left out (decision 0051). The other routes have no byte goal here: the byte
  // budgets of the test command hold each (decision 0093).
  homeJsKb: 170,
  // gzip JS that has arrived when the route's first heading (the hero) appears: the critical path. A goal of the
  // pages a visitor gets a picture of; a signed-in page has none (decision 0103), so its heading comes with its
  // remote, and the byte budgets of the test command hold its first visit (decision 0093).
  criticalJsKb: 110,
  // LCP with the CPU slowed 4×, on `/` the median of 5 loads; on `/`, `/faqs` and `/signup` for a first visit (the
  // cookie banner showing) and for a visitor who has decided on cookies alike (the production path's goals).
  lcpMs: 900,
  // Fetch stages after the HTML before the hero on `/`.
  stages: 2,
  // Click → the other remote's heading.
  routeChangeMs: 150,
};
export const SLOW_CPU = 4;
/** The pages whose largest paint at 4× has a goal, for a first visit and for a visitor who decided on cookies. */
const LCP_GOAL_ROUTES = ['/', '/faqs', '/signup'];
const HOME_RUNS = 5;
/** How long a visit waits for the portal to take a prerendered page's place: past the shell's own limit (10 s,
 *  shell/src/prerendered/take-over.ts), after which the picture gives way whatever the portal has. */
const TAKE_OVER_WAIT_MS = 11_000;

const REMOTE_PORTS = {
  3001: 'mf_public',
  3002: 'mf_auth',
  3003: 'mf_dashboard',
  3004: 'mf_ads',
  3005: 'mf_account',
  3006: 'mf_review',
};

/** A long task blocks the main thread for what exceeds this (the definition of total blocking time). */
const BLOCKING_MS = 50;
/** The shell's preloader marks when its idle preload starts (shell/src/remotes/preload-remotes.ts, decision 0047). */
export const IDLE_PRELOAD_MARK = 'portal:idle-preload';

export async function launchBrowser() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** Runs in the page before its own scripts: when the first heading appears (any h1, and the hero: the h1 of
 *  <main>), whether the hero was a prerendered page, when the portal's own page was in place (live: the hero, or
 *  once the portal took the prerendered page's place), the LCP candidates and the long tasks, all in the page's own
 *  clock. */
function recordPage(prerenderedId) {
  const bench = { heading: null, hero: null, prerendered: false, live: null, lcp: null, longTasks: [] };
  globalThis.__bench = bench;
  const found = () => {
    if (document.querySelector('h1')) bench.heading ??= performance.now();
    const hero = document.querySelector('main h1');
    if (hero && bench.hero === null) {
      bench.hero = performance.now();
      bench.prerendered = hero.closest(`#${prerenderedId}`) !== null;
    }
    if (hero && !document.getElementById(prerenderedId)) bench.live ??= performance.now();
    return bench.heading !== null && bench.hero !== null && bench.live !== null;
  };
  new MutationObserver((_changes, observer) => {
    if (found()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const isRemoteData = (url) => /\/(remotes|mf-manifest)\.json(\?|$)/.test(url);
const isScript = (url) => /\.m?js(\?|$)/.test(url);

/** Fetch stages after the HTML before the hero (decision 0051), from the browser's own record of who asked for each
 *  file. `requests` as measureRoute records them: `{ url, type ('Document', 'Script', 'Fetch'…), start, end (ms,
 *  page clock; end undefined while loading), initiator: { type ('parser', 'preload', 'script'…), urls (the scripts
 *  on its call stack) } }`; `until`: when the hero appeared. The HTML is stage 0. A file its parser or a preload hint
 *  asked for is stage 1. A file a script asked for is one more than the deepest of the scripts on the call stack and,
 *  since their data named it, of the remotes.json and mf-manifest.json files that had arrived before it was asked
 *  for. Only JS and those JSON files requested before `until` count (the API's calls, styles, images and fonts do
 *  not). Files that merely finished one after another (a consent banner after the page's chunk) are not a chain. */
export function fetchStages(requests, until) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const doc = sorted.find((r) => r.type === 'Document');
  const stageOf = new Map(doc ? [[doc.url, 0]] : []);
  const counted = [];
  for (const r of sorted) {
    if (r === doc || r.start > until || r.url.includes('/api/')) continue;
    if (!isScript(r.url) && !isRemoteData(r.url)) continue;
    const callers = r.initiator?.urls ?? [];
    let parent = 0;
    if (!['parser', 'preload'].includes(r.initiator?.type) && callers.length > 0) {
      parent = Math.max(...callers.map((url) => stageOf.get(url) ?? 0));
      for (const data of counted)
        if (isRemoteData(data.url) && data.end !== undefined && data.end <= r.start)
          parent = Math.max(parent, data.stage);
    }
    const stage = parent + 1;
    counted.push({ url: r.url, end: r.end, stage });
    stageOf.set(r.url, Math.max(stage, stageOf.get(r.url) ?? 0));
  }
  return counted.reduce((deepest, r) => Math.max(deepest, r.stage), 0);
}

/** Splits the scripts of a visit (`{ bytes, start }`, start in the page clock) into the route's own, asked for
 *  before the shell's idle preload started at `idleAt` (all of them when it never started), and those preloaded
 *  while idle, which the page links to but did not need. */
export function splitIdlePreload(scripts, idleAt) {
  const idle = idleAt === null || idleAt === undefined ? [] : scripts.filter((s) => s.start >= idleAt);
  const own = scripts.filter((s) => !idle.includes(s));
  const sum = (list) => list.reduce((n, s) => n + s.bytes, 0);
  return { ownBytes: sum(own), ownFiles: own.length, idleBytes: sum(idle), idleFiles: idle.length };
}

/** Sum of each long task's time beyond 50 ms, from the navigation up to `until` (network idle). Lighthouse counts
 *  only after FCP; here the blocking tasks of a first visit run before the first paint, so they count too. */
export function totalBlockingTime(longTasks, until) {
  let total = 0;
  for (const task of longTasks) {
    const duration = Math.min(task.start + task.duration, until) - task.start;
    if (duration > BLOCKING_MS) total += duration - BLOCKING_MS;
  }
  return Math.round(total);
}

/** The critical path: the JS files (`resources` as the page's resource timing lists them, page clock) that had
 *  arrived when the first heading appeared at `heading`. A heading the HTML parser showed before the parsing ended
 *  (`domInteractive`), as a prerendered page's (decision 0068), could wait only for the scripts that block the
 *  parser (`blocking`: the entry's renderBlockingStatus); a deferred script runs after the parsing, so it was not on
 *  the heading's path, however early it arrived. */
export function scriptsBeforeHeading(resources, heading, domInteractive) {
  if (heading === null) return [];
  const duringParsing = domInteractive !== null && heading < domInteractive;
  return resources.filter(
    (r) => r.end <= heading && new URL(r.name).pathname.endsWith('.js') && (!duringParsing || r.blocking),
  );
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? null : Math.round(value));

/** One cold first visit to `url` in a fresh context at `cpu`× slowdown, until network idle. `storageState` signs
 *  the visit in; `inspect(page)` adds figures of its own (e.g. which origins gave React). Returns the route's own
 *  gzip JS KB and requests and those preloaded while idle (idleKb, idleRequests), critical KB, fetch stages, FCP,
 *  LCP, TBT (ms, page clock), the path it landed on, the script URLs and those of them that arrived before the
 *  heading. */
export async function measureRoute(browser, url, { cpu = 1, storageState, inspect } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // Who asked for each file, for the fetch stages: CDP clock (seconds), turned into the page's clock below.
    const sent = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (sent.has(e.requestId)) return; // a redirect: the chain counts from the first request
      const frames = e.initiator?.stack?.callFrames ?? [];
      sent.set(e.requestId, {
        url: e.request.url,
        type: e.type,
        wallTime: e.wallTime,
        timestamp: e.timestamp,
        initiator: { type: e.initiator?.type, urls: frames.map((f) => f.url).filter(Boolean) },
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = sent.get(e.requestId);
      if (request) request.finished = e.timestamp;
    });
    await cdp.send('Network.enable');
    await page.addInitScript(recordPage, PRERENDERED_ID);
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const startedAt = response.request().timing().startTime; // ms since the epoch
      // A script still arriving as the visit closes its page is past what the visit measures, and must not end the run.
      const headers = await response.allHeaders().catch(() => null);
      if (!headers) return;
      // What came over the wire: nginx compresses on the fly and sends no length, and the body Playwright hands
      // back is already decompressed.
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      const bytes = sizes ? sizes.responseBodySize : Number(headers['content-length'] ?? 0);
      scripts.push({ url: response.url(), bytes, startedAt });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A prerendered page stands in until the portal has rendered its own (decision 0068): with the CPU slowed, the
    // network can fall idle while the portal's start still runs, so the visit waits for the take-over too.
    await page
      .waitForFunction(() => !globalThis.__bench.prerendered || globalThis.__bench.live !== null, null, {
        timeout: TAKE_OVER_WAIT_MS,
      })
      .catch(() => {});
    const seen = await page.evaluate(
      (mark) => ({
        ...globalThis.__bench,
        now: performance.now(),
        timeOrigin: performance.timeOrigin,
        idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        path: location.pathname,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        domInteractive: performance.getEntriesByType('navigation')[0]?.domInteractive ?? null,
        resources: performance.getEntriesByType('resource').map((entry) => ({
          name: entry.name,
          type: entry.initiatorType,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
          blocking: entry.renderBlockingStatus === 'blocking',
        })),
      }),
      IDLE_PRELOAD_MARK,
    );
    const requests = [...sent.values()].map((r) => {
      const start = r.wallTime * 1000 - seen.timeOrigin;
      const end = r.finished === undefined ? undefined : start + (r.finished - r.timestamp) * 1000;
      return { url: r.url, type: r.type, start, end, initiator: r.initiator };
    });
    const scriptLog = scripts.map((s) => ({
      url: s.url,
      bytes: s.bytes,
      start: s.startedAt - seen.timeOrigin,
    }));
    const split = splitIdlePreload(scriptLog, seen.idleAt);
    const hero = seen.hero ?? seen.heading;
    const extra = inspect ? await inspect(page) : {};
    const heading = seen.heading;
    const criticalScripts = scriptsBeforeHeading(seen.resources, heading, seen.domInteractive);
    const critical = heading === null ? null : criticalScripts.reduce((n, r) => n + r.bytes, 0);
    return {
      path: seen.path,
      kbGzip: kb(split.ownBytes),
      requests: split.ownFiles,
      idleKb: kb(split.idleBytes),
      idleRequests: split.idleFiles,
      criticalKb: critical === null ? null : kb(critical),
      stages: hero === null ? null : fetchStages(requests, hero),
      fcpMs: ms(seen.fcp),
      lcpMs: ms(seen.lcp),
      tbtMs: totalBlockingTime(seen.longTasks, seen.now),
      headingMs: ms(heading),
      prerendered: seen.prerendered,
      liveMs: ms(seen.live),
      scriptUrls: scripts.map((s) => s.url),
      // what the counts were taken from (to look into a figure, or to record a test's example)
      requestLog: requests,
      scriptLog,
      idleAt: seen.idleAt,
      hero,
      longTasks: seen.longTasks,
      criticalUrls: criticalScripts.map((r) => r.name),
      ...extra,
    };
  } finally {
    await context.close();
  }
}

/** The run whose `key` is the median of `runs` (its other figures come with it). */
export function medianOf(runs, key) {
  const sorted = runs.filter((r) => r[key] !== null).sort((a, b) => a[key] - b[key]);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : runs[0];
}

/** Module Federation check: whether react-dom came from the shell only. */
async function federationChecks(page) {
  return {
    reactFromShellOnly: await page.evaluate(() => {
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      const froms = [];
      for (const scope of Object.values(share)) {
        const versions = scope?.default?.['react-dom'] ?? {};
        for (const v of Object.values(versions)) if (v.loaded || v.lib) froms.push(v.from);
      }
      return froms.length > 0 && froms.every((f) => f === 'shell');
    }),
  };
}

function remotesOf(scriptUrls) {
  const ports = new Set(scriptUrls.map((u) => new URL(u).port));
  return [...ports].map((p) => REMOTE_PORTS[p]).filter(Boolean);
}

/** The browser state of a visitor who has made a cookie choice before, for a visit without the banner. */
async function decidedOnCookies(browser, base) {
  const context = await browser.newContext();
  try {
    await dismissConsent(context, base);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** An advertiser created through the API (sign-up with a solved bot-check, email confirmed from the outbox) with one
 *  ad, then signed in through the sign-in page; returns the browser state, the ad's id and a password-reset link. */
export async function signedInAdvertiser(browser, base) {
  const { client, email } = await newAdvertiser(base, 'routes');
  const ad = await applyForAd(client, await uploadBanner(client), { title: 'Bench lobby' });
  // A real reset link, so the reset page renders its form instead of sending a refused token to /signin.
  await client.api.advertisers.forgotPassword({ email });
  const reset = await mailLink(client, email, '/reset-password');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/signin`);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // Enter submits the form: the consent banner of a first visit may cover the button.
    await main.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(/\/dashboard$/);
    const state = await context.storageState();
    return {
      // No consent decision is kept, so signed-in pages are measured with the banner of a first visit too.
      state: { ...state, cookies: state.cookies.filter((c) => !/^vae-ads\.(consent|klaro)$/.test(c.name)) },
      adId: ad.id,
      resetPath: reset.pathname + reset.search,
    };
  } finally {
    await context.close();
  }
}

/** The route table's columns: [key of a row, label]. */
export const ROUTE_COLUMNS = [
  ['route', 'route'],
  ['as', 'as'],
  ['landed', 'landed on'],
  ['kbGzip', 'JS KB'],
  ['requests', 'JS files'],
  ['idleKb', 'idle preload KB'],
  ['idleRequests', 'idle preload files'],
  ['criticalKb', 'critical KB'],
  ['stages', 'stages'],
  ['fcpMs', 'FCP'],
  ['lcpMs', 'LCP'],
  ['tbtMs', 'TBT'],
  ['fcp4xMs', `FCP ${SLOW_CPU}×`],
  ['lcp4xMs', `LCP ${SLOW_CPU}×`],
  ['tbt4xMs', `TBT ${SLOW_CPU}×`],
  ['remotesBeforeH1', 'remotes before h1'],
  ['onlyOwnRemote', 'owner only'],
  ['reactFromShellOnly', 'react-dom from shell'],
];

/** Every route of product.md's Pages (and the billing pages of the route table) with its owning remote; `signedIn`
 *  routes are visited as the advertiser. Query parameters are the ones the page needs to render rather than
 *  redirect. */
export function routeList(adId, resetPath) {
  return [
    { route: '/', remote: 'mf_public' },
    { route: '/contact', remote: 'mf_public' },
    { route: '/faqs', remote: 'mf_public' },
    { route: '/signup', remote: 'mf_auth' },
    { route: '/signup/onboarding', remote: 'mf_auth' },
    { route: '/signup/onboarding/expired?id=1&account_id=bench', remote: 'mf_auth' },
    { route: '/signup/onboarding/verified', remote: 'mf_auth' },
    { route: '/signin', remote: 'mf_auth' },
    { route: '/forgot-password', remote: 'mf_auth' },
    { route: resetPath, remote: 'mf_auth', label: '/reset-password?token=…' },
    { route: '/new-email-confirmation?token=bench&id=1&account_id=bench', remote: 'mf_auth' },
    { route: '/review/signin', remote: 'mf_review' },
    { route: '/no-such-page', remote: null },
    // signed out: the guard sends the visitor to /signin; the hints for the path's owner may load it too
    { route: '/dashboard', remote: ['mf_auth', 'mf_dashboard'], access: 'signed-in' },
    { route: '/dashboard', remote: 'mf_dashboard', signedIn: true, access: 'signed-in' },
    { route: '/dashboard/ads/application', remote: 'mf_ads', signedIn: true, access: 'signed-in' },
    {
      route: `/dashboard/ads/application/${adId}`,
      remote: 'mf_ads',
      signedIn: true,
      access: 'signed-in',
      path: '/dashboard/ads/application/:id',
    },
    {
      route: `/dashboard/ads/${adId}`,
      remote: 'mf_ads',
      signedIn: true,
      access: 'signed-in',
      path: '/dashboard/ads/:id',
    },
    { route: '/dashboard/account', remote: 'mf_account', signedIn: true, access: 'signed-in' },
    { route: '/dashboard/billing', remote: 'mf_dashboard', signedIn: true, access: 'signed-in' },
  ];
}

/** Clicks `link` and returns the time, in the page's clock, from the click until an h1 other than the current one
 *  shows on `pathname`. */
async function clickToHeading(page, link, pathname) {
  await page.evaluate((path) => {
    const before = document.querySelector('h1')?.textContent ?? null;
    globalThis.__benchMove = new Promise((resolve) => {
      let clickedAt = null;
      document.addEventListener('click', () => (clickedAt ??= performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        const heading = document.querySelector('h1');
        if (
          clickedAt !== null &&
          heading &&
          heading.textContent !== before &&
          location.pathname.startsWith(path)
        ) {
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      // No new heading within 10 s: the move counts as failed rather than hanging the bench.
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 10_000);
    });
  }, pathname);
  await link.click({ timeout: 10_000 });
  const elapsed = await page.evaluate(() => globalThis.__benchMove);
  return elapsed === null ? null : Math.round(elapsed);
}

/** Route changes between remotes after the page settled (network idle, so idle preloading had its chance):
 *  `/` → `/signup` signed out, then inside the dashboard area signed in. */
async function routeChanges(browser, base, state, adId) {
  const rows = [];
  const signedOut = await browser.newContext();
  try {
    const page = await signedOut.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const link = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
    rows.push({
      move: '/ → /signup',
      from: 'mf_public',
      to: 'mf_auth',
      ms: await clickToHeading(page, link, '/signup'),
    });
  } finally {
    await signedOut.close();
  }
  const signedIn = await browser.newContext({ storageState: state });
  await dismissConsent(signedIn, base);
  try {
    const page = await signedIn.newPage();
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    const moves = [
      [
        '/dashboard → ad details',
        'mf_dashboard',
        'mf_ads',
        page.getByRole('link', { name: 'View details: Bench lobby' }).first(),
        `/dashboard/ads/${adId}`,
      ],
      [
        'ad details → account',
        'mf_ads',
        'mf_account',
        page.getByRole('link', { name: 'Account', exact: true }).first(),
        '/dashboard/account',
      ],
      [
        'account → billing',
        'mf_account',
        'mf_dashboard',
        page.getByRole('link', { name: 'Billing', exact: true }).first(),
        '/dashboard/billing',
      ],
      [
        'billing → /faqs',
        'mf_dashboard',
        'mf_public',
        page.getByRole('link', { name: 'FAQ', exact: true }).first(),
        '/faqs',
      ],
    ];
    for (const [move, from, to, link, path] of moves) {
      rows.push({ move, from, to, ms: await clickToHeading(page, link, path) });
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await signedIn.close();
  }
  return rows;
}

/** Whether whom the bench visits a route as sees a picture of it (tooling/prerender.mjs): a visitor, on a page the
 *  shell's server serves with one; an advertiser with a stored sign-in never (decision 0103). */
function pictured({ route, signedIn = false, access = null, path = null }) {
  if (signedIn) return false;
  const url = new URL(route, 'http://localhost');
  return prerenderedPathFor(url, { access, path: path ?? url.pathname }) !== null;
}

/** Waits until the shell's server serves each page that should carry a picture with it: it renders them one after
 *  another once it has started, and a render running beside a measurement would slow that measurement. */
export async function picturesReady(base, entries, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (const entry of entries.filter(pictured)) {
    const marker = new RegExp(`id="${PRERENDERED_ID}"`);
    while (Date.now() < deadline) {
      const html = await fetch(base + entry.route)
        .then((response) => response.text())
        .catch(() => '');
      if (marker.test(html)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The routes scenario against the portal at `base` (already running): two sections, the routes and the moves. */
export async function routesScenario({ base }) {
  const browser = await launchBrowser();
  try {
    const { state, adId, resetPath } = await signedInAdvertiser(browser, base);
    const consentDecided = await decidedOnCookies(browser, base);
    const rows = [];
    const errors = [];
    const prerendered = [];
    const entries = routeList(adId, resetPath);
    await picturesReady(base, entries);
    for (const entry of entries) {
      const options = { storageState: entry.signedIn ? state : undefined, inspect: federationChecks };
      let fast;
      const slowRuns = [];
      try {
        fast = await measureRoute(browser, base + entry.route, options);
        for (let run = 0; run < (entry.route === '/' ? HOME_RUNS : 1); run += 1)
          slowRuns.push(await measureRoute(browser, base + entry.route, { ...options, cpu: SLOW_CPU }));
      } catch (error) {
        // One route that cannot load fails its row; the others are still measured.
        errors.push(`${entry.label ?? entry.route}: could not measure: ${error.message.split('\n')[0]}`);
        continue;
      }
      const slow = medianOf(slowRuns, 'lcpMs');
      if (fast.prerendered) {
        // A visitor who has decided on cookies sees no banner, which on a first visit is the largest paint of a
        // page smaller than it: their largest paint is the page's own (decision 0069).
        const returning = await measureRoute(browser, base + entry.route, {
          cpu: SLOW_CPU,
          storageState: consentDecided,
        }).catch(() => null);
        prerendered.push({
          route: entry.label ?? entry.route,
          heroMs: ms(fast.hero),
          liveMs: fast.liveMs,
          hero4xMs: ms(slow.hero),
          live4xMs: slow.liveMs,
          lcp4xMs: slow.lcpMs,
          returningLcp4xMs: returning?.lcpMs ?? null,
        });
      }
      // Remotes preloaded once the page is idle are fine; before the heading only the owner may load.
      const criticalRemotes = remotesOf(fast.criticalUrls);
      const owners = [entry.remote ?? []].flat();
      rows.push({
        route: entry.label ?? entry.route,
        as: entry.signedIn ? 'advertiser' : 'visitor',
        access: entry.access ?? null,
        path: entry.path ?? entry.route.split('?')[0],
        landed: fast.path === entry.route.split('?')[0] ? '' : fast.path,
        kbGzip: fast.kbGzip,
        requests: fast.requests,
        idleKb: fast.idleKb,
        idleRequests: fast.idleRequests,
        criticalKb: fast.criticalKb,
        stages: fast.stages,
        fcpMs: fast.fcpMs,
        lcpMs: fast.lcpMs,
        tbtMs: fast.tbtMs,
        fcp4xMs: slow.fcpMs,
        lcp4xMs: slow.lcpMs,
        tbt4xMs: slow.tbtMs,
        remotesBeforeH1: criticalRemotes.join(',') || '-',
        onlyOwnRemote: criticalRemotes.every((r) => owners.includes(r)),
        reactFromShellOnly: fast.reactFromShellOnly,
      });
    }
    let moves;
    let moveError = null;
    try {
      moves = await routeChanges(browser, base, state, adId);
    } catch (error) {
      // The route table stands on its own; a move that cannot be made fails its own section.
      moves = [];
      moveError = `route changes could not run: ${error.message}`;
    }
    return [
      {
        name: 'routes',
        title: `Every route, first visit (gzip JS as served, the route's own and what the shell preloaded once idle; ms; ${SLOW_CPU}× = CPU slowed ${SLOW_CPU}×, \`/\` median of ${HOME_RUNS})`,
        rows,
        columns: ROUTE_COLUMNS,
        failures: [...errors, ...routeFailures(rows)],
      },
      {
        name: 'prerendered',
        title: `Prerendered pages (decisions 0068, 0069, 0076, 0081, 0086, 0087, 0103): the hero painted from the HTML, the portal's page in its place, when it can be used, and the largest paint of a first visit and of a visitor who has decided on cookies (ms; ${SLOW_CPU}× the median run)`,
        rows: prerendered,
        columns: [
          ['route', 'route'],
          ['heroMs', 'hero painted'],
          ['liveMs', 'portal in place'],
          ['hero4xMs', `hero painted ${SLOW_CPU}×`],
          ['live4xMs', `portal in place ${SLOW_CPU}×`],
          ['lcp4xMs', `LCP ${SLOW_CPU}×, first visit`],
          ['returningLcp4xMs', `LCP ${SLOW_CPU}×, cookies decided`],
        ],
        failures: [
          ...rows
            .filter(
              (r) =>
                // A stored sign-in gets no picture (tooling/prerender.mjs PICKER_SCRIPT, decision 0103).
                pictured({ ...r, signedIn: r.as === 'advertiser' }) &&
                !prerendered.some((p) => p.route === r.route),
            )
            .map((r) => `${r.route}: the hero was not the prerendered page`),
          ...prerendered
            .filter((r) => r.liveMs === null || r.live4xMs === null)
            .map((r) => `${r.route}: the portal did not take the prerendered page's place`),
          ...prerendered
            .filter((r) => LCP_GOAL_ROUTES.includes(r.route))
            .flatMap((r) =>
              [
                ['first visit', r.lcp4xMs],
                ['cookies decided', r.returningLcp4xMs],
              ]
                .filter(([, ms]) => ms === null || ms > ROUTE_BUDGET.lcpMs)
                .map(
                  ([as, ms]) =>
                    `${r.route}: LCP at ${SLOW_CPU}× CPU, ${as}, ${ms} ms > ${ROUTE_BUDGET.lcpMs} ms`,
                ),
            ),
        ],
      },
      {
        name: 'route-changes',
        title: 'Route changes between remotes (click → the new h1)',
        rows: moves,
        failures: [
          ...moves
            .filter((m) => m.ms === null || m.ms > ROUTE_BUDGET.routeChangeMs)
            .map((m) =>
              m.ms === null
                ? `${m.move}: no new heading within 10 s`
                : `${m.move}: ${m.ms} ms > ${ROUTE_BUDGET.routeChangeMs} ms`,
            ),
          ...(moveError ? [moveError] : []),
        ],
      },
    ];
  } finally {
    await browser.close();
  }
}

function routeFailures(rows) {
  const home = rows.filter((r) => r.route === '/');
  return [
    ...home
      .filter((r) => r.kbGzip > ROUTE_BUDGET.homeJsKb)
      .map((r) => `/: ${r.kbGzip} KB > ${ROUTE_BUDGET.homeJsKb} KB`),
    ...rows
      .filter((r) => r.as === 'visitor' && r.criticalKb !== null && r.criticalKb > ROUTE_BUDGET.criticalJsKb)
      .map(
        (r) =>
          `${r.route} (${r.as}): ${r.criticalKb} KB before the first heading > ${ROUTE_BUDGET.criticalJsKb} KB`,
      ),
    ...home
      .filter((r) => r.lcp4xMs === null || r.lcp4xMs > ROUTE_BUDGET.lcpMs)
      .map((r) => `/: LCP at ${SLOW_CPU}× CPU ${r.lcp4xMs} ms > ${ROUTE_BUDGET.lcpMs} ms`),
    ...home
      .filter((r) => r.stages === null || r.stages > ROUTE_BUDGET.stages)
      .map((r) => `/: ${r.stages} fetch stages before the hero > ${ROUTE_BUDGET.stages}`),
    ...rows
      .filter((r) => !r.onlyOwnRemote)
      .map((r) => `${r.route} (${r.as}): loaded remotes ${r.remotesBeforeH1} before its heading`),
    ...rows
      .filter((r) => !r.reactFromShellOnly)
      .map((r) => `${r.route} (${r.as}): react-dom not (only) from the shell`),
  ];
}
