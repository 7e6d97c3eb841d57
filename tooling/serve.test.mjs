/** The static servers of the local topology (node --test 'tooling/*.test.mjs'): the shell's served remotes.json and CSP, and a
 *  remote's CORS limited to the shell's origin. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startStaticServer } from './serve.mjs';

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function serve(options) {
  const server = await startStaticServer({ port: 0, quiet: true, picturesDir: null, ...options });
  servers.push(server);
  return `http://localhost:${server.address().port}`;
}

function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('the shell serves the deployed remotes.json uncached, and its page carries a CSP naming the remotes', async () => {
  const dist = folder({ 'index.html': '<!doctype html><title>x</title>', 'remotes.json': '{"stale":true}' });
  const deploy = folder({});
  const remotesFile = path.join(deploy, 'remotes.json');
  const origin = await serve({ dir: dist, spa: true, remotesFile });

  assert.equal((await fetch(`${origin}/remotes.json`)).status, 404);

  const entry = {
    manifest: 'http://localhost:3001/0123456789ab/mf-manifest.json',
    contracts: '1.0.0',
    routes: [],
  };
  fs.writeFileSync(remotesFile, JSON.stringify({ mf_public: entry }));
  const remotes = await fetch(`${origin}/remotes.json`);
  assert.equal(remotes.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await remotes.json(), { mf_public: entry });

  const page = await fetch(`${origin}/dashboard`);
  assert.match(
    page.headers.get('content-security-policy') ?? '',
    /script-src 'self' 'sha256-[^']+' http:\/\/localhost:3001;/,
  );

  // A deploy replaces the file (rename): the next page's policy follows it.
  const next = path.join(deploy, 'next.json');
  fs.writeFileSync(
    next,
    JSON.stringify({ mf_public: { ...entry, manifest: 'https://cdn.example.com/v/mf-manifest.json' } }),
  );
  fs.renameSync(next, remotesFile);
  const policy = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
  assert.match(policy, /script-src 'self' 'sha256-[^']+' https:\/\/cdn\.example\.com;/);
});

test('a remote lets only the shell’s origin read its files, and still lets the bench time them', async () => {
  const releases = folder({ '0123456789ab/mf-manifest.json': '{}' });
  const origin = await serve({ dir: releases, corsOrigin: 'http://localhost:3000' });

  const manifest = await fetch(`${origin}/0123456789ab/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.equal(manifest.headers.get('timing-allow-origin'), '*');
  assert.equal(manifest.headers.get('content-security-policy'), null);
});

test('the shell’s page carries the deployed remotes.json and hints for the files of the remote that owns the path', async () => {
  const releases = folder({
    'v2/mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['expose.1.js'], async: [] } } }],
    }),
  });
  const remoteOrigin = await serve({ dir: releases });
  const dist = folder({
    'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
    'mf-manifest.json': JSON.stringify({ shared: [{ name: 'shared-contracts', version: '1.0.0' }] }),
  });
  const deploy = folder({});
  const remotesFile = path.join(deploy, 'remotes.json');
  const entry = (contracts) => ({
    manifest: `${remoteOrigin}/v2/mf-manifest.json`,
    contracts,
    routes: [{ path: '/signup', access: 'public', layout: 'auth-minimal' }],
  });
  const origin = await serve({ dir: dist, spa: true, remotesFile });

  const beforeAnswer = await fetch(`${origin}/signup`);
  assert.doesNotMatch(await beforeAnswer.text(), /portal-remotes|preload/);
  // Nothing deployed yet: the shell shows that, so no path is called unknown.
  assert.equal(beforeAnswer.status, 200);
  assert.equal((await fetch(`${origin}/no-such-page`)).status, 200);

  fs.writeFileSync(remotesFile, JSON.stringify({ mf_auth: entry('1.2.0') }, null, 2));
  const page = await fetch(`${origin}/signup`);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  const html = await page.text();
  const block = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(html)?.[1];
  assert.deepEqual(JSON.parse(block ?? ''), { mf_auth: entry('1.2.0') });
  assert.doesNotMatch(block ?? '', /\n/); // carried without the file's indentation
  const hints = [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map(
    ([, as, href]) => [as, href],
  );
  assert.deepEqual(hints, [
    ['script', `${remoteOrigin}/v2/remoteEntry.js`],
    ['script', `${remoteOrigin}/v2/expose.1.js`],
  ]);

  assert.equal(page.status, 200);

  // A page no remote owns carries the file but no hint, and answers 404 (decision 0077); the shell's own paths do not.
  const otherAnswer = await fetch(`${origin}/no-such-page`);
  assert.equal(otherAnswer.status, 404);
  const other = await otherAnswer.text();
  assert.match(other, /id="portal-remotes"/);
  assert.doesNotMatch(other, /rel="preload"/);
  assert.equal((await fetch(`${origin}/signup/more`)).status, 404);
  for (const own of ['/404', '/login', '/signup/'])
    assert.equal((await fetch(`${origin}${own}`)).status, 200, own);

  // A remote on another contracts major is refused by the shell: nothing of it is preloaded.
  const next = path.join(deploy, 'next.json');
  fs.writeFileSync(next, JSON.stringify({ mf_auth: entry('2.0.0') }));
  fs.renameSync(next, remotesFile);
  const refused = await (await fetch(`${origin}/signup`)).text();
  assert.match(refused, /"contracts":"2\.0\.0"/);
  assert.doesNotMatch(refused, /rel="preload"/);
});
