/** Opens the database the configuration names: PGlite (PostgreSQL in WASM) persisted under DATA_DIR by default,
 *  PGlite in memory for tests (`DATABASE_URL=memory://`), or a PostgreSQL pool when DATABASE_URL is a postgres
 *  URL. Callers get one drizzle type either way and never learn which engine runs. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(fn)` hands to fn; services accept `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MEMORY_DATABASE_URL = 'memory://';
const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && databaseUrl !== MEMORY_DATABASE_URL) return openPostgres(databaseUrl);
  let client: PGlite;
  if (databaseUrl === MEMORY_DATABASE_URL) client = new PGlite();
  else {
    const folder = path.join(dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client can lose its connection (server restart, failover); without a listener pg would crash the
  // process. The pool replaces the client on next use, so logging is all there is to do.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
