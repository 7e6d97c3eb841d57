/** The database handle as several API instances use it: migrations applied once when instances start together
 *  (PostgreSQL only: PGlite is single-process), and the check readiness uses to see that they are applied. */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as v from 'valibot';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrationsApplied, type Database } from './client';

// Opening a database starts PGlite or creates a PostgreSQL database, which takes seconds on a busy machine.
jest.setTimeout(60_000);

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const postgresOnly = onPostgres ? test : test.skip;
const SHIPPED = readMigrationFiles({ migrationsFolder: path.join(import.meta.dirname, 'migrations') });

let t: TestDatabase;
const others: Database[] = [];
beforeEach(async () => {
  t = await openTestDatabase(os.tmpdir());
});
afterEach(async () => {
  for (const other of others.splice(0)) await other.close();
  await t.dispose();
});

async function appliedHashes(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
  return v.parse(v.object({ rows: v.array(v.object({ hash: v.string() })) }), result).rows.map((r) => r.hash);
}

postgresOnly('three instances starting together apply each migration exactly once', async () => {
  const instances = [t.database];
  for (let i = 0; i < 2; i += 1) instances.push(await t.openAnother());
  others.push(...instances.slice(1));

  await Promise.all(instances.map((instance) => instance.migrate()));

  expect(await appliedHashes(t.database)).toEqual(SHIPPED.map((migration) => migration.hash));
  for (const instance of instances) expect(await migrationsApplied(instance.db)).toBe(true);
});

postgresOnly('an instance started after the migrations ran finds nothing to apply', async () => {
  await t.database.migrate();
  const later = await t.openAnother();
  others.push(later);

  await later.migrate();

  expect(await appliedHashes(later)).toEqual(SHIPPED.map((migration) => migration.hash));
});

test('the migrations count as applied only once migrate has run', async () => {
  expect(await migrationsApplied(t.database.db)).toBe(false);
  await t.database.migrate();
  expect(await migrationsApplied(t.database.db)).toBe(true);
});

test('a database missing the newest migration is not up to date', async () => {
  await t.database.migrate();
  const newest = SHIPPED.at(-1);
  if (!newest) throw new Error('no migrations shipped');
  await t.database.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.folderMillis}`,
  );
  expect(await migrationsApplied(t.database.db)).toBe(false);
});
