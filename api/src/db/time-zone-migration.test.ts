/** The migration that brought account time zones and hourly statistics (decision 0118), run over a database that has
 *  results already: the days counted before it stay as they were (UTC days in ad_daily_stats), existing accounts
 *  get UTC, and nothing is moved into the hours. */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as v from 'valibot';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

jest.setTimeout(60_000);

const SHIPPED = readMigrationFiles({ migrationsFolder: path.join(import.meta.dirname, 'migrations') });
const TIME_ZONES = SHIPPED.findIndex((migration) =>
  migration.sql.some((statement) => statement.includes('CREATE TABLE "ad_hourly_stats"')),
);

let t: TestDatabase;
beforeEach(async () => {
  t = await openTestDatabase(os.tmpdir());
});
afterEach(() => t.dispose());

async function run(migrations: typeof SHIPPED) {
  for (const migration of migrations)
    for (const statement of migration.sql)
      if (statement.trim()) await t.database.db.execute(sql.raw(statement));
}

async function rows(query: ReturnType<typeof sql>) {
  const result = await t.database.db.execute(query);
  return v.parse(v.object({ rows: v.array(v.record(v.string(), v.unknown())) }), result).rows;
}

test('days counted before hours are kept as they were, and older accounts are in UTC', async () => {
  expect(TIME_ZONES).toBeGreaterThan(0);
  await run(SHIPPED.slice(0, TIME_ZONES));
  const [advertiser] = await rows(
    sql`insert into advertisers (email, password_hash) values ('before@example.com', 'x') returning id`,
  );
  const [ad] = await rows(sql`
    insert into ads (advertiser_id, title, link_url, image_url, plan, start_date, end_date, duration)
    values (${advertiser?.id}, 'Before hours', 'https://example.com', '/api/files/a.png', 'LOBBIES',
            '2026-10-01', '2026-11-01', 1)
    returning id`);
  await t.database.db.execute(sql`
    insert into ad_daily_stats (ad_id, day, placement, impressions, clicks)
    values (${ad?.id}, '2026-10-05', 'lobby', 120, 3)`);

  await run(SHIPPED.slice(TIME_ZONES));

  expect(
    await rows(sql`select day::text as day, placement, impressions, clicks from ad_daily_stats`),
  ).toEqual([{ day: '2026-10-05', placement: 'lobby', impressions: 120, clicks: 3 }]);
  expect(await rows(sql`select time_zone from advertisers`)).toEqual([{ time_zone: 'UTC' }]);
  expect(await rows(sql`select count(*)::int as n from ad_hourly_stats`)).toEqual([{ n: 0 }]);
});
