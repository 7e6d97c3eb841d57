#!/usr/bin/env node
/** Starts the whole portal on one machine the way independent deploys would run it (ARCHITECTURE "Dev and run
 *  topology"): the API on :4000 with its embedded database, and the shell and each remote from their own origin
 *  (:3000–:3005). Production builds by default; `--dev` runs webpack dev servers instead; `--no-build` serves the
 *  existing builds. Prints the address to open and where development mail goes. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const buildOnly = args.has('--build-only');
const build = !dev && !args.has('--no-build');

export const APPS = [
  { name: 'shell', port: 3000 },
  { name: 'mf-public', port: 3001 },
  { name: 'mf-auth', port: 3002 },
  { name: 'mf-dashboard', port: 3003 },
  { name: 'mf-ads', port: 3004 },
  { name: 'mf-account', port: 3005 },
];
const API_PORT = Number(process.env.PORT ?? 4000);
const API_ORIGIN = `http://localhost:${API_PORT}`;
const children = [];

function bin(name) {
  return path.join(root, 'node_modules', '.bin', name);
}

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

function waitFor(child) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  );
}

async function buildAll() {
  console.log('Building the shell and the five remotes (about a minute on 2 cores)…');
  const started = Date.now();
  // Two at a time: webpack is CPU-bound and the machine has two cores.
  const queue = [...APPS];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      await waitFor(
        run(bin('lingui'), ['compile', '--typescript', '--strict'], { cwd: path.join(root, app.name) }),
      );
      await waitFor(run(bin('webpack'), ['--mode', 'production'], { cwd: path.join(root, app.name) }));
      console.log(`  built ${app.name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  }
  await Promise.all([worker(), worker()]);
  console.log(`Built everything in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${API_ORIGIN}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The API did not answer on ${API_ORIGIN}/api/health within ${timeoutMs / 1000} s`);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });

  if (build) await buildAll();
  if (buildOnly) return;

  console.log('Starting the API (embedded database under .data/ on first run takes a few seconds)…');
  // Watch mode needs tsx's wrapper; otherwise node runs the server itself with tsx's loader, so Ctrl+C and SIGTERM
  // reach the API and it flushes its counts and finishes its requests before it exits.
  const [apiCommand, apiArgs] = dev
    ? [bin('tsx'), ['watch', 'src/server.ts']]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const api = run(apiCommand, apiArgs, {
    cwd: path.join(root, 'api'),
    env: { ...process.env, PORT: String(API_PORT) },
  });
  api.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`The API stopped (exit ${code}).`);
      stopAll();
      process.exit(1);
    }
  });

  if (dev) {
    for (const app of APPS)
      run(bin('webpack'), ['serve', '--mode', 'development'], {
        cwd: path.join(root, app.name),
        env: { ...process.env, API_ORIGIN },
      });
  } else {
    for (const app of APPS) {
      const dist = path.join(root, app.name, 'dist');
      if (!fs.existsSync(path.join(dist, 'index.html')))
        throw new Error(`${app.name} has no build: run without --no-build`);
      await startStaticServer({
        dir: dist,
        port: app.port,
        spa: app.name === 'shell',
        apiOrigin: app.name === 'shell' ? API_ORIGIN : null,
        quiet: true,
      });
    }
  }

  await waitForApi();
  console.log(`
The portal is running:  http://localhost:3000
  remotes:              ${APPS.slice(1)
    .map((a) => `${a.name} :${a.port}`)
    .join(', ')}
  API:                  ${API_ORIGIN}/api (through the shell at http://localhost:3000/api)
  development mail:     http://localhost:3000/api/dev/mail  (JSON: /api/dev/outbox)
Stop with Ctrl+C.`);
}

main().catch((error) => {
  console.error(error.message);
  stopAll();
  process.exit(1);
});
