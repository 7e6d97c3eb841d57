/** The plain static server (node --test 'tooling/*.test.mjs'): a build folder with the deploy output's cache rules,
 *  CORS limited to one origin, and the SPA fallback. The deploy output's server is tested in site.test.mjs. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startStaticServer } from './serve.mjs';

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function serve(options) {
  const server = await startStaticServer({ port: 0, quiet: true, ...options });
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

test('a build folder: hashed files for good, the files that name them never, and its page for any path', async () => {
  const dist = folder({
    'index.html': '<!doctype html><title>x</title>',
    'main.0123abcd.js': 'main()',
    'remoteEntry.js': 'entry()',
  });
  const origin = await serve({ dir: dist, spa: true });
  const chunk = await fetch(`${origin}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(await chunk.text(), 'main()');
  assert.equal((await fetch(`${origin}/remoteEntry.js`)).headers.get('cache-control'), 'no-cache');
  const page = await fetch(`${origin}/dashboard/ads`);
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${origin}/missing.js`)).status, 404);
  assert.equal((await fetch(`${origin}/../../etc/passwd`)).status, 200); // the URL is normalised: the page
  assert.equal((await fetch(`${origin}/%2e%2e%2fetc%2fpasswd.txt`)).status, 404);
});

test('a remote lets only the shell’s origin read its files, and still lets the bench time them', async () => {
  const releases = folder({ '0123456789ab/mf-manifest.json': '{}' });
  const origin = await serve({ dir: releases, corsOrigin: 'http://localhost:3000' });

  const manifest = await fetch(`${origin}/0123456789ab/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.equal(manifest.headers.get('timing-allow-origin'), '*');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('content-security-policy'), null);
});
