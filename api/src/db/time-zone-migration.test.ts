/** The migration that brought account time zones and hourly statistics (decision 0118), run over a database that has
 *  results already: the days counted before it stay as they were (UTC days in ad_daily_stats), existing accounts
 *  get UTC, and nothing is moved into the hours. */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { migrationWith, rowsOf, runMigrations, SHIPPED, type Migrations } from '../testing/migration-steps';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

jest.setTimeout(60_000);

const TIME_ZONES = migrationWith('CREATE TABLE "ad_hourly_stats"');

let t: TestDatabase;
beforeEach(async () => {
  t = await openTestDatabase(os.tmpdir());
});
afterEach(() => t.dispose());

const run = (migrations: Migrations) => runMigrations(t, migrations);
const rows = (query: ReturnType<typeof sql>) => rowsOf(t, query);

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
