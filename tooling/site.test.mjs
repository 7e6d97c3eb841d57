/** The deploy output (decision 0104) as served: one deploy written by writeSite, served by tooling/serve.mjs and by
 *  Debian's nginx with the configuration generated from its headers.json, each answering the same: the CSP made from
 *  remotes.json on every page, the page a path has (hints, status), the cache rules and CORS, and a rollback
 *  switching both at once. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { contentSecurityPolicy } from './csp.mjs';
import { routeFor } from './first-route.mjs';
import { NGINX, nginxMainConfig, nginxSiteSnippet, reloadRunningNginx, startNginx } from './nginx.mjs';
import { PRERENDERED_LINKS, prerenderedPathFor } from './prerender.mjs';
import { startSiteServer } from './serve.mjs';
import { matchPage, pageRules, writeSite } from './site.mjs';

const stops = [];
after(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function folder(files = {}) {
  // Only its owner may enter it, as a fresh clone in a `mktemp -d` folder: nginx's workers run as that owner.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A deploy of one remote (mf_auth, two releases) and a shell build, on free ports. */
async function fixture() {
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  const remoteOrigin = `http://localhost:${remotePort}`;
  const manifest = (chunk) =>
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: [chunk], async: [] } } }],
    });
  const releases = folder({
    'aaaaaaaaaaaa/mf-manifest.json': manifest('expose.1.js'),
    'aaaaaaaaaaaa/expose.1.js': 'one()',
    'bbbbbbbbbbbb/mf-manifest.json': manifest('expose.2.js'),
    'bbbbbbbbbbbb/remoteEntry.js': 'entry()',
  });
  const shellDir = folder({
    'index.html':
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    'main.0123abcd.js': 'main()',
    'mf-manifest.json': JSON.stringify({ shared: [{ name: 'shared-contracts', version: '1.0.0' }] }),
  });
  const deployDir = folder();
  const remotesFile = path.join(deployDir, 'remotes.json');
  const deploy = (version) => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        mf_auth: {
          manifest: `${remoteOrigin}/${version}/mf-manifest.json`,
          contracts: '1.2.0',
          routes: [
            { path: '/signup', access: 'public' },
            { path: '/dashboard/ads/:id', access: 'signed-in' },
          ],
        },
      }),
    );
    return writeSite({
      shellDir,
      remotesFile,
      deployDir,
      remoteDirs: [[`${remoteOrigin}/`, releases]],
      shellOrigin: `http://localhost:${shellPort}`,
      apps: [{ name: 'mf_auth', port: remotePort, root: releases }],
      nginxSnippet: (headers, dir) => nginxSiteSnippet(headers, dir, { shellPort }),
    });
  };
  return { shellPort, remotePort, remoteOrigin, deployDir, remotesFile, deploy };
}

async function checkServed({ shell, remote, remoteOrigin, redeploy }) {
  const page = await fetch(`${shell}/signup`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html; charset=utf-8$/);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  const remotes = JSON.parse(fs.readFileSync(redeploy.remotesFile, 'utf8'));
  assert.equal(page.headers.get('content-security-policy'), contentSecurityPolicy(remotes));
  assert.match(
    page.headers.get('content-security-policy') ?? '',
    new RegExp(`script-src [^;]*${remoteOrigin}`),
  );
  const html = await page.text();
  assert.match(html, /<script type="application\/json" id="portal-remotes">/);
  assert.ok(
    html.includes(`<link rel="preload" as="script" href="${remoteOrigin}/aaaaaaaaaaaa/expose.1.js">`),
  );

  // A path no route has: the not-found page, 404, with the same policy; a missing file is only missing.
  const missing = await fetch(`${shell}/no/such/page`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-security-policy'), contentSecurityPolicy(remotes));
  assert.match(await missing.text(), /id="portal-remotes"/);
  assert.equal((await fetch(`${shell}/no-such-file.js`)).status, 404);
  // A page of the signed-in area, with a query: its remote's hints.
  const signedIn = await (await fetch(`${shell}/dashboard/ads/7?from=mail`)).text();
  assert.ok(signedIn.includes(`${remoteOrigin}/aaaaaaaaaaaa/expose.1.js`));

  // The shell's hashed files for good, remotes.json never.
  const chunk = await fetch(`${shell}/main.0123abcd.js`);
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers.get('content-security-policy'), null);
  const served = await fetch(`${shell}/remotes.json`);
  assert.equal(served.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await served.json(), remotes);

  // A remote's release: readable by the shell's origin only, its manifest asked for again on every load.
  const file = await fetch(`${remote}/aaaaaaaaaaaa/expose.1.js`);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('access-control-allow-origin'), shell.replace('127.0.0.1', 'localhost'));
  assert.equal(file.headers.get('timing-allow-origin'), '*');
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const entry = await fetch(`${remote}/aaaaaaaaaaaa/mf-manifest.json`);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${remote}/aaaaaaaaaaaa/nothing.js`)).status, 404);

  // A deploy of the other release: the next page names its files.
  await redeploy('bbbbbbbbbbbb');
  const next = await (await fetch(`${shell}/signup`)).text();
  assert.ok(next.includes(`${remoteOrigin}/bbbbbbbbbbbb/expose.2.js`));
  assert.ok(!next.includes('aaaaaaaaaaaa'));
}

test('tooling/serve.mjs serves the deploy output with the headers of its headers.json', async () => {
  const setup = await fixture();
  setup.deploy('aaaaaaaaaaaa');
  const servers = [
    await startSiteServer({ deployDir: setup.deployDir, port: setup.shellPort, quiet: true }),
    await startSiteServer({
      deployDir: setup.deployDir,
      port: setup.remotePort,
      app: 'mf_auth',
      quiet: true,
    }),
  ];
  stops.push(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  const redeploy = async (version) => setup.deploy(version);
  redeploy.remotesFile = setup.remotesFile;
  await checkServed({
    shell: `http://localhost:${setup.shellPort}`,
    remote: `http://localhost:${setup.remotePort}`,
    remoteOrigin: setup.remoteOrigin,
    redeploy,
  });
});

test(
  'nginx serves the same deploy output with the same headers, and a deploy reloads it',
  { skip: !fs.existsSync(NGINX) && 'nginx is not installed' },
  async () => {
    const setup = await fixture();
    const site = setup.deploy('aaaaaaaaaaaa');
    const prefix = folder();
    const apiPort = await freePort();
    const nginx = await startNginx({
      prefix,
      servers: [{ origin: 'http://127.0.0.1:9' }],
      render: (servers) =>
        nginxMainConfig({
          prefix,
          servers,
          apiPort,
          pidFile: path.join(prefix, 'nginx.pid'),
          siteInclude: path.join(setup.deployDir, 'nginx-site.conf'),
        }),
      waitPort: setup.shellPort,
    });
    stops.push(() => nginx.stop());
    assert.ok(fs.readFileSync(path.join(setup.deployDir, 'nginx-site.conf'), 'utf8').includes(site.dir));
    // As a deploy does: the new site named, then the running nginx reloaded until it serves it.
    const redeploy = async (version) => {
      const { key } = setup.deploy(version);
      assert.ok(
        await reloadRunningNginx({
          key,
          shellOrigin: `http://127.0.0.1:${setup.shellPort}`,
          pidFile: path.join(prefix, 'nginx.pid'),
        }),
      );
    };
    redeploy.remotesFile = setup.remotesFile;
    await checkServed({
      shell: `http://localhost:${setup.shellPort}`,
      remote: `http://localhost:${setup.remotePort}`,
      remoteOrigin: setup.remoteOrigin,
      redeploy,
    });
    // No instance answers: the proxy says so, without a hang.
    assert.equal((await fetch(`http://localhost:${setup.shellPort}/api/health`)).status, 502);
  },
);

test('the page table gives every URL the page routeFor and prerenderedPathFor give it', () => {
  const remotes = {
    mf_public: {
      manifest: 'http://x/1/m.json',
      routes: [
        { path: '/', access: 'public' },
        { path: '/faqs', access: 'public' },
      ],
    },
    mf_auth: {
      manifest: 'http://x/2/m.json',
      routes: [
        { path: '/signup', access: 'public' },
        { path: '/signin', access: 'auth-only' },
        { path: '/signup/onboarding', access: 'public' },
        { path: '/reset-password', access: 'public' },
      ],
    },
    mf_ads: {
      manifest: 'http://x/3/m.json',
      routes: [
        { path: '/dashboard/ads/:id', access: 'signed-in' },
        { path: '/dashboard/ads/application', access: 'signed-in' },
      ],
    },
  };
  const compiled = pageRules(remotes).map((rule) => ({ ...rule, regex: new RegExp(rule.match) }));
  const urls = [
    '/',
    '/faqs',
    '/faqs/',
    '/faqs?x=1',
    '/signup',
    '/signin?redirect=%2Fdashboard',
    '/signin?redirect=a&x=1',
    PRERENDERED_LINKS[0],
    '/signup/onboarding?account_id=a&token=t&id=7',
    '/signup/onboarding?id=0&token=t&account_id=a',
    '/signup/onboarding?id=7&token=%20&account_id=a',
    '/reset-password?token=abc',
    '/reset-password?token=',
    '/dashboard/ads/42',
    '/dashboard/ads/application?x=1',
    '/no/such',
    '/no/such?x=1',
    '/404',
    '/login',
  ];
  for (const url of urls) {
    const { pathname, search } = new URL(url, 'http://localhost');
    const route = routeFor(remotes, pathname);
    const rule = matchPage(compiled, decodeURIComponent(pathname), search.slice(1));
    assert.deepEqual(
      { owner: rule.owner, picture: rule.picture, status: rule.status },
      {
        owner: route.owner?.name ?? null,
        picture: prerenderedPathFor({ pathname, search }, route),
        status: route.noRoute ? 404 : 200,
      },
      url,
    );
  }
});
