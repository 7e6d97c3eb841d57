/** A throwaway PostgreSQL the way .ci/run starts one: the newest server under /usr/lib/postgresql, a fresh data
 *  folder, trust authentication, loopback only, the first free port from 55432; run as the `postgres` user when
 *  this process is root (PostgreSQL refuses to run as root). Also a fresh database inside any server, for a
 *  cluster that must not share tables with another run. The driver is the API package's own `pg`. */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');

function serverBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest)
    throw new Error(
      'No PostgreSQL server found under /usr/lib/postgresql: install it (apt-get install postgresql) or set DATABASE_URL',
    );
  return path.join(base, newest, 'bin');
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Runs a server command as `postgres` when root, else as this user; throws with its output on failure. */
function runAsOwner(command, args) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout || result.error}`);
}

const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;

/** Starts a fresh server; resolves with its admin URL and a stop() that removes its data. */
export async function startLocalPostgres() {
  const bin = serverBin();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-postgres-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dataDir]);
  let port = 55432;
  while (!(await isFree(port))) port += 1;
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function runAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a random name on the server of `adminUrl`; resolves with its URL and drop(). */
export async function createFreshDatabase(adminUrl, prefix = 'portal_cluster') {
  // Only hex digits are added to a fixed prefix, so the name is safe to put into the statement.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
