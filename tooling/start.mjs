#!/usr/bin/env node
/** Starts the whole portal on one machine the way independent deploys would run it (docs/architecture.md "Dev
 *  and run topology", decision 0037): the API on :4000 with its embedded database, the shell on :3000 serving
 *  deploy/remotes.json, and each remote from its own origin (:3001–:3006, tooling/apps.mjs). Production builds by
 *  default, each remote then released and deployed as `pnpm release` and `pnpm run deploy` would; `--no-build`
 *  releases the existing builds; `--without <remote>` releases it but leaves it out of remotes.json; `--dev` runs
 *  webpack dev servers and points remotes.json at them. Prints the address to open and where mail goes. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { presentRemotes, ROOT, SHELL } from './apps.mjs';
import { buildApp } from './build-app.mjs';
import { releaseAndDeployAll, remotesWithout, REMOTES_FILE, startPortalServers } from './local-portal.mjs';
import { UsageError, writeJsonAtomically } from './releases.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const dev = args.has('--dev');
const buildOnly = args.has('--build-only');
const build = !dev && !args.has('--no-build');

const API_PORT = Number(process.env.PORT ?? 4000);
const API_ORIGIN = `http://localhost:${API_PORT}`;
const children = [];

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

async function buildAll() {
  const apps = [SHELL, ...presentRemotes()];
  console.log(`Building the shell and ${apps.length - 1} remotes (about a minute on 2 cores)…`);
  const started = Date.now();
  // Two at a time: webpack is CPU-bound and the machine has two cores.
  const queue = [...apps];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      await buildApp(app.dir, { onSpawn: (child) => children.push(child) });
      console.log(`  built ${app.dir} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
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

/** In development each remote's dev server answers its deploy entry from memory once it has compiled; remotes.json
 *  then points at the dev servers' manifests (no release, no history: development is not a deploy). */
async function deployDevServers(without, timeoutMs = 180_000) {
  const remotes = {};
  const deadline = Date.now() + timeoutMs;
  for (const remote of presentRemotes().filter((r) => !without.includes(r))) {
    const origin = `http://localhost:${remote.port}`;
    for (;;) {
      try {
        const res = await fetch(`${origin}/deploy-entry.json`);
        if (res.ok) {
          const entry = await res.json();
          remotes[remote.name] = {
            manifest: new URL(entry.manifest, `${origin}/`).href,
            contracts: entry.contracts,
            routes: entry.routes,
          };
          break;
        }
      } catch {
        // still compiling
      }
      if (Date.now() > deadline) throw new Error(`${origin}/deploy-entry.json did not answer`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  writeJsonAtomically(REMOTES_FILE, remotes);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

function startApi() {
  console.log('Starting the API (embedded database under .data/ on first run takes a few seconds)…');
  // Watch mode needs tsx's wrapper; otherwise node runs the server itself with tsx's loader, so Ctrl+C and SIGTERM
  // reach the API and it flushes its counts and finishes its requests before it exits.
  const [apiCommand, apiArgs] = dev
    ? [bin('tsx'), ['watch', 'src/server.ts']]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const api = run(apiCommand, apiArgs, {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(API_PORT) },
  });
  api.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`The API stopped (exit ${code}).`);
      stopAll();
      process.exit(1);
    }
  });
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  const without = remotesWithout(argv);

  if (build) await buildAll();
  if (buildOnly) return;

  if (!dev) {
    console.log(
      'Releasing and deploying the remotes, and prerendering the public pages (releases/, deploy/)…',
    );
    await releaseAndDeployAll({ without });
  }
  startApi();
  if (dev) {
    for (const app of [SHELL, ...presentRemotes()])
      run(bin('webpack'), ['serve', '--mode', 'development'], {
        cwd: path.join(ROOT, app.dir),
        env: { ...process.env, API_ORIGIN },
      });
    await deployDevServers(without);
  } else {
    await startPortalServers({ apiOrigin: API_ORIGIN });
  }

  await waitForApi();
  console.log(`
The portal is running:  http://localhost:3000
  remotes:              ${presentRemotes()
    .map((a) => `${a.dir} :${a.port}${without.includes(a) ? ' (not deployed)' : ''}`)
    .join(', ')}
  API:                  ${API_ORIGIN}/api (through the shell at http://localhost:3000/api)
  development mail:     http://localhost:3000/api/dev/mail  (JSON: /api/dev/outbox)
Stop with Ctrl+C.`);
}

main().catch((error) => {
  console.error(error.message);
  stopAll();
  process.exit(error instanceof UsageError ? 2 : 1);
});
