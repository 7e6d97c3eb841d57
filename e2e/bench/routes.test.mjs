/** Tests of the routes scenario's counting functions (routes.mjs, decision 0051) over a recorded first visit to `/`
 *  at 4× CPU on the production build: the requests as measureRoute records them (page clock, ms), the scripts with
 *  their gzip bytes, the long tasks. Run by the test command (`node --test 'e2e/bench/*.test.mjs'`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fetchStages, scriptsBeforeHeading, splitIdlePreload, totalBlockingTime } from './routes.mjs';

const SHELL = 'http://localhost:3000/';
const MF_PUBLIC = 'http://localhost:3001/d3e4132038d8/';
const MF_AUTH = 'http://localhost:3002/e0b03dfe6575/';

function request(type, start, end, initiator, url, callers = []) {
  return { url, type, start, end, initiator: { type: initiator, urls: callers } };
}

/** `/` cold: the HTML, the shell's scripts and mf-public's manifest, entry and routes module from the page's tags and
 *  preload hints, then the page chunk (130) and the consent banner (190) asked for by scripts, the API's calls, and
 *  from 1117 ms on the idle preload of mf-auth and of mf-public's linked pages. */
const HOME = [
  request('Document', 1.4, 8.2, 'other', `${SHELL}`),
  request('Script', 47.4, 142, 'parser', `${SHELL}main.ab45eb8c.js`),
  request('Script', 48.8, 141.5, 'parser', `${SHELL}247.1eb445d9.js`),
  request('Script', 48.9, 163.2, 'parser', `${SHELL}262.b87cb682.js`),
  request('Script', 48.9, 140.8, 'parser', `${SHELL}272.732facaf.js`),
  request('Script', 49, 143.4, 'parser', `${SHELL}321.c0bc925c.js`),
  request('Script', 49, 141.1, 'parser', `${SHELL}387.59497528.js`),
  request('Script', 49, 163.5, 'parser', `${SHELL}432.c616934f.js`),
  request('Script', 49.1, 163.7, 'parser', `${SHELL}583.be9683bd.js`),
  request('Script', 49.1, 161.9, 'parser', `${SHELL}587.3d852541.js`),
  request('Script', 49.2, 162.9, 'parser', `${SHELL}693.d4fc3529.js`),
  request('Script', 49.2, 164.7, 'parser', `${SHELL}711.570bca8e.js`),
  request('Script', 49.5, 177.4, 'parser', `${SHELL}74.ecd574d1.js`),
  request('Script', 53, 189.5, 'parser', `${SHELL}791.51900433.js`),
  request('Script', 53, 186.9, 'parser', `${SHELL}805.7afeee4f.js`),
  request('Script', 53.5, 187.2, 'parser', `${SHELL}891.46578c15.js`),
  request('Script', 53.6, 187.6, 'parser', `${SHELL}923.a2c8887f.js`),
  request('Other', 54, 141.2, 'parser', `${MF_PUBLIC}mf-manifest.json`),
  request('Script', 54.1, 143.7, 'parser', `${MF_PUBLIC}remoteEntry.js`),
  request('Script', 54.1, 144.6, 'parser', `${MF_PUBLIC}__federation_expose_routes.1a25aa0d.js`),
  request('Fetch', 424.6, 433.7, 'script', `${SHELL}api/advertisers/latest`, [
    `${SHELL}247.1eb445d9.js`,
    `${SHELL}583.be9683bd.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 436.6, 441.9, 'script', `${SHELL}235.563031a2.js`, [
    `${SHELL}main.ab45eb8c.js`,
    `${SHELL}583.be9683bd.js`,
  ]),
  request('Fetch', 458.5, 466.9, 'script', `${SHELL}api/advertisers/refresh`, [`${SHELL}247.1eb445d9.js`]),
  request('Script', 699.5, 703.9, 'script', `${MF_PUBLIC}130.34322cd1.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${MF_PUBLIC}__federation_expose_routes.1a25aa0d.js`,
    `${SHELL}923.a2c8887f.js`,
    `${SHELL}262.b87cb682.js`,
  ]),
  request('Script', 715.1, 718.3, 'script', `${SHELL}190.278ba885.js`, [
    `${SHELL}main.ab45eb8c.js`,
    `${SHELL}583.be9683bd.js`,
    `${SHELL}923.a2c8887f.js`,
    `${SHELL}262.b87cb682.js`,
  ]),
  request('Fetch', 1117.3, 1122.8, 'script', `${MF_AUTH}mf-manifest.json`, [`${SHELL}main.ab45eb8c.js`]),
  request('Script', 1137.9, 1142.5, 'script', `${MF_AUTH}__federation_expose_routes.54790203.js`, [
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1141.4, 1149.7, 'script', `${MF_AUTH}remoteEntry.js`, [`${SHELL}main.ab45eb8c.js`]),
  request('Script', 1170.7, 1187.9, 'script', `${MF_AUTH}866.f2960cc8.js`, [
    `${MF_AUTH}remoteEntry.js`,
    `${MF_AUTH}__federation_expose_routes.54790203.js`,
    `${SHELL}923.a2c8887f.js`,
    `${SHELL}235.563031a2.js`,
  ]),
  request('Script', 1171.2, 1198.5, 'script', `${MF_AUTH}241.8bade853.js`, [
    `${MF_AUTH}remoteEntry.js`,
    `${MF_AUTH}__federation_expose_routes.54790203.js`,
    `${SHELL}923.a2c8887f.js`,
    `${SHELL}235.563031a2.js`,
  ]),
  request('Script', 1171.7, 1205.6, 'script', `${MF_PUBLIC}184.f67f605b.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1175.4, 1207.3, 'script', `${MF_PUBLIC}321.d49ca0a5.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1183.1, 1216.3, 'script', `${MF_PUBLIC}235.692b899f.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1185.2, 1218, 'script', `${MF_PUBLIC}451.f095154b.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1186.6, 1222.3, 'script', `${MF_PUBLIC}679.957343b7.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
  request('Script', 1188.8, 1233.1, 'script', `${MF_PUBLIC}794.054d7ab5.js`, [
    `${MF_PUBLIC}remoteEntry.js`,
    `${SHELL}main.ab45eb8c.js`,
  ]),
];
const HOME_HERO = 1022.5;
const HOME_IDLE_PRELOAD = 1115.7;

/** [url, gzip bytes as served, start] of every script of the same visit. */
const HOME_SCRIPTS = [
  [`${SHELL}272.732facaf.js`, 341, 59.1],
  [`${SHELL}387.59497528.js`, 390, 60.4],
  [`${MF_PUBLIC}remoteEntry.js`, 8976, 78.6],
  [`${MF_PUBLIC}__federation_expose_routes.1a25aa0d.js`, 3836, 79.1],
  [`${SHELL}321.c0bc925c.js`, 12845, 59.8],
  [`${SHELL}main.ab45eb8c.js`, 26769, 53.8],
  [`${SHELL}247.1eb445d9.js`, 22979, 54.1],
  [`${SHELL}587.3d852541.js`, 1813, 72.5],
  [`${SHELL}693.d4fc3529.js`, 1465, 74.4],
  [`${SHELL}432.c616934f.js`, 12865, 60.9],
  [`${SHELL}583.be9683bd.js`, 13964, 64.1],
  [`${SHELL}74.ecd574d1.js`, 1464, 75],
  [`${SHELL}262.b87cb682.js`, 65279, 54.8],
  [`${SHELL}711.570bca8e.js`, 8397, 74.7],
  [`${SHELL}791.51900433.js`, 3622, 78.6],
  [`${SHELL}891.46578c15.js`, 512, 75.6],
  [`${SHELL}805.7afeee4f.js`, 2231, 75.4],
  [`${SHELL}923.a2c8887f.js`, 3077, 75.8],
  [`${SHELL}235.563031a2.js`, 1267, 438.5],
  [`${MF_PUBLIC}130.34322cd1.js`, 3825, 700.2],
  [`${SHELL}190.278ba885.js`, 1736, 715.9],
  [`${MF_AUTH}__federation_expose_routes.54790203.js`, 2974, 1140.4],
  [`${MF_AUTH}remoteEntry.js`, 9019, 1146.4],
  [`${MF_AUTH}866.f2960cc8.js`, 1770, 1173.2],
  [`${MF_AUTH}241.8bade853.js`, 2571, 1173.3],
  [`${MF_PUBLIC}184.f67f605b.js`, 5816, 1173.6],
  [`${MF_PUBLIC}321.d49ca0a5.js`, 772, 1182.9],
  [`${MF_PUBLIC}235.692b899f.js`, 9931, 1189.7],
  [`${MF_PUBLIC}451.f095154b.js`, 3970, 1191.7],
  [`${MF_PUBLIC}679.957343b7.js`, 2705, 1195.5],
  [`${MF_PUBLIC}794.054d7ab5.js`, 4977, 1198],
].map(([url, bytes, start]) => ({ url, bytes, start }));

const HOME_LONG_TASKS = [
  { start: 175.9, duration: 87 },
  { start: 290.5, duration: 160 },
  { start: 462.6, duration: 92 },
];

const byUrl = (suffix) => HOME.find((r) => r.url.endsWith(suffix));

test('/ waits on two fetch stages after the HTML: the shell and the remote from its tags, then the page chunk', () => {
  assert.equal(fetchStages(HOME, HOME_HERO), 2);
});

test('the consent banner, asked for after the page chunk had arrived, is no stage of its own', () => {
  // main.js → 235 → 130 → 190 each started after the one before ended (with the API's calls, a chain of 6), yet 190
  // was asked for by the shell's scripts of stage 1: still 2.
  assert.ok(byUrl('190.278ba885.js').start > byUrl('130.34322cd1.js').end);
  assert.equal(fetchStages(HOME, HOME_HERO), 2);
  const shellOnly = HOME.filter((r) => !r.url.includes('130.34322cd1.js'));
  assert.equal(fetchStages(shellOnly, HOME_HERO), 2);
});

test('what is asked for after the hero does not count; a remote found through its manifest is one stage further', () => {
  // Counted to the end, the idle preload's mf-auth: its manifest (2), then remoteEntry.js, asked for by main.js
  // after the manifest arrived (3), then its chunks, asked for by that entry (4).
  assert.equal(fetchStages(HOME, Infinity), 4);
  assert.equal(fetchStages(HOME, byUrl(`${MF_AUTH}remoteEntry.js`).start - 1), 3);
});

test("the issue's waterfall without remotes.json inline or preload hints: six stages", () => {
  // main → shell chunk → remotes.json → manifest → remoteEntry → page chunk, each asked for by a script
  const js = (start, end, url, callers) =>
    request('Script', start, end, callers ? 'script' : 'parser', url, callers);
  const data = (start, end, url, callers) => request('Fetch', start, end, 'script', url, callers);
  const main = `${SHELL}main.js`;
  const bootstrap = `${SHELL}bootstrap.js`;
  const waterfall = [
    request('Document', 0, 10, 'other', SHELL),
    js(12, 40, main),
    js(45, 60, bootstrap, [main]),
    data(62, 70, `${SHELL}remotes.json`, [bootstrap]),
    data(72, 80, `${MF_PUBLIC}mf-manifest.json`, [bootstrap]),
    js(82, 95, `${MF_PUBLIC}remoteEntry.js`, [bootstrap]),
    js(112, 120, `${MF_PUBLIC}page.js`, [`${MF_PUBLIC}remoteEntry.js`]),
    data(121, 130, `${SHELL}api/advertisers/latest`, [`${MF_PUBLIC}page.js`]),
    request('Stylesheet', 121, 130, 'script', `${SHELL}page.css`, [`${MF_PUBLIC}page.js`]),
  ];
  assert.equal(fetchStages(waterfall, 140), 6);
  // the same files asked for by the page's tags and hints: one stage after the HTML
  const hinted = waterfall.map((r) =>
    r.type === 'Document' ? r : { ...r, initiator: { type: 'parser', urls: [] } },
  );
  assert.equal(fetchStages(hinted, 140), 1);
});

test("the idle preload's scripts are apart from the route's own", () => {
  assert.deepEqual(splitIdlePreload(HOME_SCRIPTS, HOME_IDLE_PRELOAD), {
    ownBytes: 197653,
    ownFiles: 21,
    idleBytes: 44505,
    idleFiles: 10,
  });
  // 193.0 KB own, 43.5 KB preloaded while idle: 236.5 KB in 31 files before this split
  const { ownBytes, idleBytes } = splitIdlePreload(HOME_SCRIPTS, HOME_IDLE_PRELOAD);
  assert.equal(+(ownBytes / 1024).toFixed(1), 193);
  assert.equal(+((ownBytes + idleBytes) / 1024).toFixed(1), 236.5);
});

test("without the mark (no idle preload: the visitor saves data, or a build without it) every script is the route's", () => {
  const split = splitIdlePreload(HOME_SCRIPTS, null);
  assert.equal(split.ownFiles, 31);
  assert.equal(split.idleFiles, 0);
  assert.equal(split.idleBytes, 0);
});

test("total blocking time: each long task's time beyond 50 ms, up to the end of the measure", () => {
  assert.equal(totalBlockingTime(HOME_LONG_TASKS, 5000), 37 + 110 + 42);
  // a task cut by the end counts its part before it: 9.5 ms of the 160 ms one is not blocking
  assert.equal(totalBlockingTime(HOME_LONG_TASKS, 300), 37);
  assert.equal(totalBlockingTime([{ start: 0, duration: 50 }], 100), 0);
  assert.equal(totalBlockingTime([], 100), 0);
});

test('the critical path is the JS that arrived before the heading, and none for a heading the HTML parser showed', () => {
  const resources = [
    { name: `${SHELL}main.ab45eb8c.js`, end: 40 },
    { name: `${SHELL}libraries.7fffb5cc.js`, end: 55 },
    { name: `${MF_PUBLIC}remoteEntry.js`, end: 120 },
    { name: `${SHELL}api/advertisers/latest`, end: 50 },
  ];
  // Rendered by the portal once its scripts ran (parsing ended at 30 ms): what had arrived by then.
  assert.deepEqual(
    scriptsBeforeHeading(resources, 100, 30).map((r) => r.name),
    [`${SHELL}main.ab45eb8c.js`, `${SHELL}libraries.7fffb5cc.js`],
  );
  // Prerendered: the parser showed the heading at 65 ms, before parsing ended at 70 ms and any deferred script
  // could run; only a script that blocks the parser would have been on its path.
  assert.deepEqual(scriptsBeforeHeading(resources, 65, 70), []);
  const blocking = [{ name: `${SHELL}consent.js`, end: 20, blocking: true }, ...resources];
  assert.deepEqual(
    scriptsBeforeHeading(blocking, 65, 70).map((r) => r.name),
    [`${SHELL}consent.js`],
  );
  assert.deepEqual(scriptsBeforeHeading(resources, null, 70), []);
});
