/** The API upstream of the cluster's nginx (decision 0129): the generated configuration, and a rolling restart's
 *  steps against a real nginx with two stand-in instances: a draining instance is taken out through nginx by asking
 *  /api/ready, every worker then leaves it out, and it is back once nginx passes it requests again. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  API_UPSTREAM,
  FAIL_TIMEOUT_SECONDS,
  NGINX,
  nginxMainConfig,
  startNginx,
  takeOutOfNginx,
  testConfig,
  waitUntilNginxUses,
} from './nginx.mjs';

const stops = [];
after(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const noNginx = !fs.existsSync(NGINX) && 'nginx is not installed';

function prefixFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  stops.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A stand-in API instance on a free port: /api/ready answers 200, or 503 once `draining`; anything else 200. */
async function instance() {
  const state = { draining: false };
  const server = http.createServer((request, response) => {
    const status = request.url === '/api/ready' && state.draining ? 503 : 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return { state, origin: `http://127.0.0.1:${server.address().port}` };
}

test('the upstream shares its state between the workers, leaves a failed instance out and passes a refused request on', () => {
  const config = nginxMainConfig({
    prefix: '/tmp/p',
    servers: [{ origin: 'http://127.0.0.1:4001' }, { origin: 'http://127.0.0.1:4002' }],
    apiPort: 4000,
    site: false,
  });
  const upstream = config.slice(config.indexOf(`upstream ${API_UPSTREAM} {`));
  assert.match(upstream, new RegExp(`zone ${API_UPSTREAM} \\d+k;`));
  for (const port of [4001, 4002])
    assert.match(
      upstream,
      new RegExp(`server 127\\.0\\.0\\.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`),
    );
  // No instance is ever written `down`: a rolling restart does not rewrite or reload the configuration.
  assert.doesNotMatch(upstream, /^\s*server [^;]*\bdown\b/m);
  // A 503 (a draining instance's /api/ready) counts as a failed attempt and is answered by the next instance.
  assert.match(config, /proxy_next_upstream error timeout http_502 http_503;/);
});

test('nginx accepts the generated configuration', { skip: noNginx }, () => {
  const prefix = prefixFolder();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxMainConfig({
      prefix,
      servers: [{ origin: 'http://127.0.0.1:4001' }, { origin: 'http://127.0.0.1:4002' }],
      apiPort: 4000,
      site: false,
      pidFile: path.join(prefix, 'nginx.pid'),
    }),
  );
  testConfig(prefix, conf);
});

test(
  'a draining instance is taken out through nginx without a reload, and put back once it answers again',
  { skip: noNginx, timeout: 60_000 },
  async () => {
    const [first, second] = [await instance(), await instance()];
    const prefix = prefixFolder();
    const server = http.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiPort = server.address().port;
    await new Promise((resolve) => server.close(resolve));
    const nginx = await startNginx({
      prefix,
      servers: [first, second],
      render: (servers) =>
        nginxMainConfig({
          prefix,
          servers,
          apiPort,
          site: false,
          pidFile: path.join(prefix, 'nginx.pid'),
        }),
      waitPort: apiPort,
    });
    stops.push(() => nginx.stop());
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const answeredBy = async () =>
      (await fetch(`${apiUrl}/api/ads`)).headers.get('x-api-instance').split(/,\s*/).at(-1);
    const firstAddress = new URL(first.origin).host;

    // Ready: both instances get requests, and asking /api/ready does not take one out.
    const before = new Set();
    for (let i = 0; i < 10; i += 1) before.add(await answeredBy());
    assert.equal(before.size, 2);
    assert.equal(await takeOutOfNginx(apiUrl, first.origin, 300), false);

    // Draining: once nginx was answered 503, neither worker sends it anything for fail_timeout.
    first.state.draining = true;
    assert.equal(await takeOutOfNginx(apiUrl, first.origin, 2_000), true);
    for (let i = 0; i < 40; i += 1) assert.notEqual(await answeredBy(), firstAddress);

    // Ready again (as a restarted instance is): nginx tries it after fail_timeout and uses it from then on.
    first.state.draining = false;
    const started = Date.now();
    await waitUntilNginxUses(apiUrl, first.origin, (FAIL_TIMEOUT_SECONDS + 5) * 1000);
    assert.ok(Date.now() - started < (FAIL_TIMEOUT_SECONDS + 5) * 1000);
    const afterwards = new Set();
    for (let i = 0; i < 10; i += 1) afterwards.add(await answeredBy());
    assert.equal(afterwards.size, 2);
  },
);
