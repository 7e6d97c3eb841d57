/** What the migration tests share: the shipped migrations in order, the one that first runs a given statement, running
 *  a slice of them over a test database, and reading rows back as plain records. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as v from 'valibot';
import type { TestDatabase } from './test-database';

export const SHIPPED = readMigrationFiles({
  migrationsFolder: path.join(import.meta.dirname, '..', 'db', 'migrations'),
});
export type Migrations = typeof SHIPPED;

/** The index of the first shipped migration with a statement containing `text` (-1 when none has it). */
export function migrationWith(text: string): number {
  return SHIPPED.findIndex((migration) => migration.sql.some((statement) => statement.includes(text)));
}

export async function runMigrations(t: TestDatabase, migrations: Migrations): Promise<void> {
  for (const migration of migrations)
    for (const statement of migration.sql)
      if (statement.trim()) await t.database.db.execute(sql.raw(statement));
}

export async function rowsOf(t: TestDatabase, query: ReturnType<typeof sql>) {
  const result = await t.database.db.execute(query);
  return v.parse(v.object({ rows: v.array(v.record(v.string(), v.unknown())) }), result).rows;
}
