#!/usr/bin/env node
/** `pnpm start:cluster`: the production topology on one machine (README "Running in production", decision 0104).
 *  One PostgreSQL (DATABASE_URL, or a throwaway server started the way .ci/run starts one), two API instances
 *  (`--instances N`) sharing it, their secrets and one Redis for their request limits (REDIS_URL, or a throwaway
 *  redis-server, decision 0102), and Debian's nginx in front: the shell and the remotes' releases from their own
 *  origins (:3000–:3006) with the deploy output's generated headers, /api passed to the instances, and the instances
 *  alone on :4000 (the operator CLI, the bench). Each remote's build is released and deployed as `pnpm start` does
 *  (decision 0037); a deploy or rollback then reloads this nginx.
 *
 *  The instances run with NODE_ENV=development so the journeys can read mail from the development outbox and pay
 *  with the test checkout; everything several instances must share is set as production requires it: one database,
 *  one Redis, one BOT_CHECK_HMAC_KEY and OPERATOR_TOKEN (taken from the environment, else drawn once for the cluster), one
 *  uploads folder (UPLOADS_DISK_SHARED, standing in for S3), a drain period on SIGTERM.
 *
 *  Options: `--no-build` (serve the existing builds; otherwise builds are made when missing), `--fresh-database`
 *  (a new database with a random name inside DATABASE_URL's server, dropped on exit), `--instances N`,
 *  `--without <remote>` (released, not deployed).
 *  SIGHUP restarts the instances one at a time without reloading nginx (decision 0129): each drains, is taken out
 *  through nginx's passive check, stops, starts again, and the next one waits until nginx uses the new one; Ctrl+C
 *  stops everything. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createFreshDatabase, startLocalPostgres } from './local-postgres.mjs';
import { startLocalRedis } from './local-redis.mjs';
import { NGINX_PID_FILE, nginxMainConfig, startNginx, takeOutOfNginx, waitUntilNginxUses } from './nginx.mjs';
import { hasBuilds, releaseAndDeployAll, remotesWithout } from './local-portal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BALANCER_PORT = 4000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForReady(origin, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${origin}/api/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

function lastLines(file, count = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** One API instance as production runs it: node with tsx's loader, a single process, so signals reach it. */
function spawnInstance({ port, env, logDir, onCrash }) {
  const logFile = path.join(logDir, `api-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const instance = {
    port,
    origin: `http://127.0.0.1:${port}`,
    logFile,
    child,
    stopping: false,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    /** SIGTERM drains first (as an orchestrator stops it); SIGINT closes at once. */
    async stop(signal = 'SIGTERM') {
      instance.stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await instance.exited;
      clearTimeout(timer);
    },
  };
  child.once('exit', (code) => {
    if (!instance.stopping) onCrash(instance, code);
  });
  return instance;
}

/** A rolling restart without a reload of nginx (decision 0129). For each instance in turn: SIGTERM (it drains:
 *  /api/ready answers 503, every answer closes its connection, requests are still served), then /api/ready asked
 *  through nginx until nginx has counted the instance failed and sends it nothing new; the instance finishes what
 *  it holds and exits; a new one starts on the same port, and the next instance is stopped only once nginx passes
 *  requests to the new one again, so nginx never has both left out. */
async function restartInstances({ running, start, apiUrl, drainMs, onStep }) {
  const several = running.length > 1;
  for (let i = 0; i < running.length; i += 1) {
    const old = running[i];
    onStep(`:${old.port} SIGTERM`);
    const stopped = old.stop('SIGTERM');
    if (several) {
      const out = await takeOutOfNginx(apiUrl, old.origin, drainMs);
      onStep(out ? `:${old.port} out of nginx` : `:${old.port} still in nginx when its drain ended`);
    }
    await stopped;
    onStep(`:${old.port} exited`);
    running[i] = start(old.port);
    await waitForReady(running[i].origin, running[i].child);
    onStep(`:${old.port} ready`);
    if (several) {
      await waitUntilNginxUses(apiUrl, running[i].origin);
      onStep(`:${old.port} back in nginx`);
    }
  }
}

/**
 * Starts the cluster; resolves with `{ apiUrl, redisUrl, instances, restartOneByOne(), stop() }`. `portal: false` has nginx
 * serve the API alone (the bench); `balancerPort` and `instancePorts` (else from `firstInstancePort` on) move it off the
 * default ports.
 */
export async function startCluster({
  instances: count = 2,
  databaseUrl = process.env.DATABASE_URL,
  redisUrl = process.env.REDIS_URL,
  freshDatabase = false,
  portal = true,
  without = [],
  balancerPort = BALANCER_PORT,
  firstInstancePort = BALANCER_PORT + 1,
  instancePorts = undefined,
  env = {},
  onCrash = (instance, code) => {
    console.error(`The API instance on :${instance.port} stopped (exit ${code}). Its log:`);
    console.error(lastLines(instance.logFile));
    process.exit(1);
  },
} = {}) {
  const cleanups = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    let url = databaseUrl;
    if (!url) {
      const server = await startLocalPostgres();
      cleanups.push(async () => server.stop());
      url = server.url;
    }
    let sharedRedisUrl = redisUrl;
    if (!sharedRedisUrl) {
      const redis = await startLocalRedis();
      cleanups.push(() => redis.stop());
      sharedRedisUrl = redis.url;
    }
    if (freshDatabase) {
      const fresh = await createFreshDatabase(url);
      cleanups.push(() => fresh.drop());
      url = fresh.url;
    }
    const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
    if (!process.env.DATA_DIR)
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    fs.mkdirSync(dataDir, { recursive: true });
    const shared = {
      NODE_ENV: 'development',
      DATABASE_URL: url,
      // The instances count request limits together, as production on PostgreSQL requires.
      REDIS_URL: sharedRedisUrl,
      DATA_DIR: dataDir,
      UPLOADS_DISK_SHARED: 'true',
      BOT_CHECK_HMAC_KEY: process.env.BOT_CHECK_HMAC_KEY ?? randomBytes(32).toString('hex'),
      OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? randomBytes(32).toString('hex'),
      SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '1',
      ...env,
    };
    const apiUrl = `http://localhost:${balancerPort}`;
    // The CLI's settings, for an operator to source; kept in a file because the token is a secret.
    const operatorEnv = path.join(dataDir, 'operator.env');
    fs.writeFileSync(operatorEnv, `OPERATOR_TOKEN=${shared.OPERATOR_TOKEN}\nAPI_URL=${apiUrl}\n`, {
      mode: 0o600,
    });

    const ports = instancePorts ?? Array.from({ length: count }, (_, i) => firstInstancePort + i);
    const start = (port) => spawnInstance({ port, env: shared, logDir: dataDir, onCrash });
    // Started together on purpose: one applies the migrations, the others wait for it (decision 0015).
    const running = ports.map(start);
    cleanups.push(async () => {
      await Promise.all(running.map((instance) => instance.stop('SIGINT')));
    });
    await Promise.all(
      running.map((instance) =>
        waitForReady(instance.origin, instance.child).catch((error) => {
          throw new Error(
            `API instance :${instance.port} ${error.message}. Log:\n${lastLines(instance.logFile)}`,
          );
        }),
      ),
    );

    // The deploy output first: nginx's configuration includes the deployed site's part.
    if (portal) await releaseAndDeployAll({ without, log: () => {} });
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
    cleanups.push(async () => fs.rmSync(prefix, { recursive: true, force: true }));
    const nginx = await startNginx({
      prefix,
      servers: running.map((instance) => ({ origin: instance.origin })),
      render: (servers) =>
        nginxMainConfig({
          prefix,
          servers,
          apiPort: balancerPort,
          site: portal,
          // A deploy reloads the nginx that serves the portal; the bench's has its own.
          pidFile: portal ? NGINX_PID_FILE : path.join(prefix, 'nginx.pid'),
        }),
      waitPort: balancerPort,
    });
    cleanups.push(() => nginx.stop());

    return {
      apiUrl,
      redisUrl: sharedRedisUrl,
      dataDir,
      operatorEnv,
      instances: running,
      nginxPrefix: prefix,
      /** A zero-downtime restart: see restartInstances. `onStep(text)` hears each step as it happens. */
      restartOneByOne: ({ onStep = () => {} } = {}) =>
        restartInstances({
          running,
          start,
          apiUrl,
          drainMs: Number(shared.SHUTDOWN_DRAIN_SECONDS) * 1000,
          onStep,
        }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function buildIfNeeded(allowed) {
  if (hasBuilds()) return;
  if (!allowed) throw new Error('Some apps have no production build: run without --no-build');
  const child = spawn(process.execPath, [path.join(root, 'tooling', 'start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
}

async function main() {
  const args = process.argv.slice(2);
  const countArg = args.indexOf('--instances');
  const instances = countArg >= 0 ? Number(args[countArg + 1]) : 2;
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances needs a whole number');
  const freshDatabase = args.includes('--fresh-database');
  const without = remotesWithout(args);
  if (freshDatabase && !process.env.DATABASE_URL) throw new Error('--fresh-database needs DATABASE_URL');

  await buildIfNeeded(!args.includes('--no-build'));
  console.log(
    process.env.DATABASE_URL
      ? `Starting ${instances} API instances on DATABASE_URL…`
      : `Starting a local PostgreSQL and ${instances} API instances on it…`,
  );
  const cluster = await startCluster({ instances, freshDatabase, without });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', () => {
    console.log('Restarting the API instances one at a time…');
    cluster.restartOneByOne().then(
      () => console.log('Every instance restarted; the portal stayed up.'),
      (error) => console.error(`The rolling restart failed: ${error.message}`),
    );
  });

  console.log(`
The portal is running on ${instances} API instance(s):  http://localhost:3000
  API instances:   ${cluster.instances.map((i) => `:${i.port}`).join(', ')} (logs in ${cluster.dataDir})
  nginx:           ${cluster.apiUrl}/api, and through the shell (x-api-instance names the instance; config in ${cluster.nginxPrefix})
  request limits:  counted together in Redis at ${cluster.redisUrl}
  readiness:       ${cluster.instances.map((i) => `${i.origin}/api/ready`).join(', ')}
  operator CLI:    set -a; . ${cluster.operatorEnv}; set +a; npx -y pnpm@10.34.9 admin ads:pending
  development mail: http://localhost:3000/api/dev/mail
Restart the instances one at a time with: kill -HUP ${process.pid}. Stop with Ctrl+C.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
