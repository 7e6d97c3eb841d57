/** Opens the database the configuration names: PGlite (PostgreSQL in WASM) persisted under DATA_DIR by default,
 *  PGlite in memory for tests (`DATABASE_URL=memory://`), or a PostgreSQL pool when DATABASE_URL is a postgres
 *  URL. Callers get one drizzle type either way and never learn which engine runs (except through memoOf(db),
 *  which memoises hot reads on PGlite only). On PostgreSQL several API
 *  instances may start at once: one applies the migrations under an advisory lock while the others wait. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as v from 'valibot';
import { ADVISORY_LOCKS } from './advisory-lock-keys';
import { attachMemo, createReadMemo, createWriteClock, watchWrites } from './read-memo';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(fn)` hands to fn; services accept `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the checked-in migrations that have not run yet; on PostgreSQL one instance at a time. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MEMORY_DATABASE_URL = 'memory://';
const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** For PGlite in memory: a data directory to start from (`dumpDataDir`), instead of initialising one (tests). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const { databaseUrl, dataDir, loadDataDir } = options;
  if (databaseUrl && databaseUrl !== MEMORY_DATABASE_URL) return openPostgres(databaseUrl);
  let client: PGlite;
  if (databaseUrl === MEMORY_DATABASE_URL) client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  else {
    const folder = path.join(dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder);
  }
  // One process owns PGlite, so it sees every write: hot reads are memoised until the next one (read-memo.ts).
  const clock = createWriteClock();
  const db = drizzlePglite({ client: watchWrites(client, clock), schema });
  attachMemo(db, createReadMemo(clock));
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): Database {
  // A database that does not answer fails a request (or the readiness check) instead of queueing it for ever.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client can lose its connection (server restart, failover); without a listener pg would crash the
  // process. The pool replaces the client on next use, so logging is all there is to do. Once the pool is ending
  // (shutdown), connections closing on the way out are expected and not worth a line.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

/**
 * Instances starting together would otherwise all find the same migrations missing and apply them twice. The
 * session-level advisory lock is held on one dedicated connection around drizzle's migrate (which runs on that
 * same connection): the first instance applies, the others block in pg_advisory_lock, then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [ADVISORY_LOCKS.migrations]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [ADVISORY_LOCKS.migrations]);
    }
  } catch (error) {
    // A connection whose state is unknown (lock possibly still held) must not go back to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The newest migration this code ships, read once: the database is up to date when it has applied it. */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newestMigration;
}

const AppliedSchema = v.object({
  rows: v.array(v.object({ newest: v.nullable(v.union([v.string(), v.number()])) })),
});

/** Whether the database has every migration this code ships (it may have newer ones from a newer instance).
 *  Throws when the database does not answer. Drizzle records each applied migration's folder time. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [exists] = v.parse(
    v.object({ rows: v.array(v.object({ table: v.nullable(v.string()) })) }),
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`),
  ).rows;
  if (!exists?.table) return false;
  const [row] = v.parse(
    AppliedSchema,
    await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
  ).rows;
  return row?.newest !== null && row?.newest !== undefined && Number(row.newest) >= newestMigrationMillis();
}
