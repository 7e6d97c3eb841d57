/** The database a test app runs on: in-memory PGlite by default, started from the suite's initialised data directory
 *  when Jest's global setup wrote one (pglite-snapshot.mjs); with API_TEST_DATABASE=postgres and
 *  TEST_DATABASE_URL (CI starts a throwaway server), a fresh PostgreSQL database per test app, dropped on close,
 *  so the same suite proves the migrations and queries on both engines. */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { MEMORY_DATABASE_URL, openDatabase, type Database } from '../db/client';

export type TestDatabase = {
  database: Database;
  /** Another handle on the same database, as a second API instance would open it: its own PostgreSQL pool, or on
   *  PGlite (single-process) the same client. Close it before dispose. */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
};

async function runAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The initialised data directory Jest's global setup wrote, read once per test file (a Blob is never changed by
 *  the databases started from it); undefined when there is none. The variable is SNAPSHOT_VARIABLE of
 *  pglite-snapshot.mjs. */
function initialisedDataDir(): Promise<Blob | undefined> {
  const file = process.env.API_TEST_PGLITE_SNAPSHOT;
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

/** A new in-memory PGlite, started from that data directory when there is one: the test database on the embedded
 *  engine, and what a test that needs PGlite on either run opens itself. */
export async function openMemoryDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ databaseUrl: MEMORY_DATABASE_URL, dataDir, loadDataDir: await initialisedDataDir() });
}

export async function openTestDatabase(dataDir: string): Promise<TestDatabase> {
  const adminUrl = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!adminUrl) {
    const database = await openMemoryDatabase(dataDir);
    return {
      database,
      openAnother: async () => ({ ...database, close: async () => {} }),
      dispose: () => database.close(),
    };
  }
  // The name is generated here from hex digits only, so interpolating it into DDL is safe.
  const name = `portal_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    openAnother: () => openDatabase({ databaseUrl: url.toString(), dataDir }),
    dispose: async () => {
      await database.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
