/** The migration that brought members (decision 0121), run over a database with accounts, sessions, links and ads
 *  already: each account becomes one person with one owner membership, keeping the ids links and mails carry, and a
 *  session issued before it still signs in afterwards. Runs on PGlite, and on PostgreSQL where the tests have one. */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { findLiveSessionByAccessHash } from '../repositories/sessions';
import { migrationWith, rowsOf, runMigrations, SHIPPED, type Migrations } from '../testing/migration-steps';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

jest.setTimeout(60_000);

const TEAMS = migrationWith('CREATE TABLE "people"');

let t: TestDatabase;
beforeEach(async () => {
  t = await openTestDatabase(os.tmpdir());
});
afterEach(() => t.dispose());

const run = (migrations: Migrations) => runMigrations(t, migrations);
const rows = (query: ReturnType<typeof sql>) => rowsOf(t, query);

test('every account becomes its own owner, with the same email, password, links and live sessions', async () => {
  expect(TEAMS).toBeGreaterThan(0);
  await run(SHIPPED.slice(0, TEAMS));
  const [open] = await rows(sql`
    insert into advertisers (email, password_hash, name, language, confirmed_at, weekly_results, weekly_results_version)
    values ('owner@example.com', 'argon-hash', 'Aiko', 'ja', now(), true, 3)
    returning id, account_id`);
  const [closed] = await rows(sql`
    insert into advertisers (email, password_hash, closed_at) values ('gone@example.com', 'x', now())
    returning id`);
  const future = sql`now() + interval '1 hour'`;
  await t.database.db.execute(sql`
    insert into sessions (advertiser_id, family_id, access_token_hash, refresh_token_hash, access_expires_at, refresh_expires_at)
    values (${open?.id}, gen_random_uuid(), 'access-hash', 'refresh-hash', ${future}, ${future})`);
  await t.database.db.execute(sql`
    insert into one_time_tokens (advertiser_id, kind, token_hash, email, expires_at)
    values (${open?.id}, 'reset-password', 'token-hash', 'owner@example.com', ${future})`);
  await t.database.db.execute(sql`
    insert into ads (advertiser_id, title, link_url, image_url, plan, start_date, end_date, duration)
    values (${open?.id}, 'Before members', 'https://example.com', '/api/files/a.png', 'LOBBIES',
            '2026-10-01', '2026-11-01', 1)`);

  await run(SHIPPED.slice(TEAMS));

  expect(
    await rows(sql`select id, link_id::text as link, email, password_hash, name, language,
                          confirmed_at is not null as confirmed, closed_at is not null as closed
                   from people order by id`),
  ).toEqual([
    {
      id: open?.id,
      link: open?.account_id,
      email: 'owner@example.com',
      password_hash: 'argon-hash',
      name: 'Aiko',
      language: 'ja',
      confirmed: true,
      closed: false,
    },
    {
      id: closed?.id,
      link: expect.any(String),
      email: 'gone@example.com',
      password_hash: 'x',
      name: null,
      language: 'en',
      confirmed: false,
      closed: true,
    },
  ]);
  expect(
    await rows(sql`select person_id, advertiser_id, role, link_id::text as link, weekly_results, weekly_results_version
                   from memberships where advertiser_id = ${open?.id}`),
  ).toEqual([
    {
      person_id: open?.id,
      advertiser_id: open?.id,
      role: 'owner',
      link: open?.account_id,
      weekly_results: true,
      weekly_results_version: 3,
    },
  ]);
  expect(await rows(sql`select person_id from one_time_tokens`)).toEqual([{ person_id: open?.id }]);
  expect(await rows(sql`select applied_by from ads`)).toEqual([{ applied_by: open?.id }]);

  // The session issued before the migration signs the same person in, as the account's owner.
  const session = await findLiveSessionByAccessHash(t.database.db, 'access-hash', new Date());
  expect(session?.advertiser).toMatchObject({
    id: open?.id,
    personId: open?.id,
    email: 'owner@example.com',
    role: 'owner',
  });

  // New people and memberships take ids after the moved ones.
  const [person] = await rows(sql`
    insert into people (email, password_hash) values ('new@example.com', 'y') returning id`);
  expect(Number(person?.id)).toBeGreaterThan(Number(closed?.id));
});
