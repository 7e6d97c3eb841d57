/** The API as one process the bench owns: started on a free loopback port with its own DATA_DIR (a fresh
 *  embedded database, or DATABASE_URL when given), stopped gracefully, or killed with SIGKILL and started again on
 *  the same database. One node process (`node --import tsx`), so the pid the bench kills is the API itself. Its
 *  log goes to a file in the data folder. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'api');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDirs = [];

/** A new temporary DATA_DIR; the run removes them all at the end unless something failed (their logs help). */
export function freshDataDir(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${label}-`));
  dataDirs.push(dir);
  return dir;
}

/** The data folders made so far, and a way to remove them. */
export function createdDataDirs() {
  return [...dataDirs];
}

export function removeDataDirs() {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the API and resolves once /api/health answers. `env` adds to the bench's defaults (development mode,
 * strict rate limits raised so the bench measures the handlers, not the limiter).
 */
export async function startApi({ dataDir, port, env = {}, label = 'api', timeoutMs = 90_000 }) {
  const logFile = path.join(dataDir, `${label}.log`);
  const log = fs.openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_STRICT_MAX: '1000000',
      RATE_LIMIT_UPLOAD_MAX: '1000000',
      RATE_LIMIT_REFRESH_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message} (log: ${logFile})`, { cause: error });
  }
  return {
    baseUrl,
    pid: child.pid,
    logFile,
    startMs: Math.round(performance.now() - started),
    /** SIGTERM, and SIGKILL if it has not exited within 15 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
    /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut. */
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
