/** The embedded database's read memo: a read is reused only until the next write, whatever the write went
 *  through (a drizzle builder, raw SQL, a transaction, committed or not), and a read a write overtook is not kept. */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { createReadMemo, createWriteClock, isReadOnly, memoOf, NO_MEMO } from './read-memo';
import { faqCategories } from './schema';
import { openMemoryDatabase } from '../testing/test-database';

// Opening PGlite takes seconds on a busy machine.
jest.setTimeout(60_000);

let database: Database;
beforeAll(async () => {
  database = await openMemoryDatabase(os.tmpdir());
  await database.migrate();
});
afterAll(() => database.close());

/** Counts the loads: a memoised read does not load. Each test reads under its own key. */
let reader = 0;
function countedRead() {
  let loads = 0;
  reader += 1;
  const key = `categories-${reader}`;
  const read = () =>
    memoOf(database.db).read(key, async () => {
      loads += 1;
      return (await database.db.select({ slug: faqCategories.slug }).from(faqCategories)).map((r) => r.slug);
    });
  return { read, loads: () => loads };
}

const category = (slug: string) => ({ slug, language: 'en' as const, title: slug, position: 0 });

test('a read is memoised until a drizzle insert, then read again with the new row', async () => {
  const { read, loads } = countedRead();
  const before = await read();
  expect(await read()).toEqual(before);
  expect(loads()).toBe(1);
  await database.db.insert(faqCategories).values(category('memo-insert'));
  expect(await read()).toContain('memo-insert');
  expect(loads()).toBe(2);
});

test('raw SQL and transactions count as writes, committed or rolled back', async () => {
  const { read, loads } = countedRead();
  await read();
  await database.db.execute(sql`update faq_categories set position = 1 where slug = 'memo-insert'`);
  await read();
  expect(loads()).toBe(2);
  await database.db
    .transaction(async (tx) => {
      await tx.insert(faqCategories).values(category('memo-rolled-back'));
      tx.rollback();
    })
    .catch(() => undefined);
  expect(await read()).not.toContain('memo-rolled-back');
  await database.db.transaction(async (tx) => {
    await tx.insert(faqCategories).values(category('memo-in-transaction'));
  });
  expect(await read()).toContain('memo-in-transaction');
  expect(loads()).toBe(4);
});

test('a read overtaken by a write is answered but not kept', async () => {
  const clock = createWriteClock();
  const memo = createReadMemo(clock);
  let loads = 0;
  const load = async () => {
    loads += 1;
    if (loads === 1) clock.wrote(); // a write ran while the first load was under way
    return loads;
  };
  expect(await memo.read('k', load)).toBe(1);
  expect(await memo.read('k', load)).toBe(2);
  expect(await memo.read('k', load)).toBe(2);
});

test('only the embedded database memoises, and never inside a transaction', async () => {
  expect(memoOf({})).toBe(NO_MEMO);
  await database.db.transaction(async (tx) => {
    expect(memoOf(tx)).toBe(NO_MEMO);
  });
  expect(memoOf(database.db)).not.toBe(NO_MEMO);
});

test('only plain SELECTs count as reads', () => {
  expect(isReadOnly('select 1')).toBe(true);
  expect(isReadOnly('  SELECT * from ads')).toBe(true);
  for (const statement of ['insert into ads', 'with x as (delete from ads) select 1', 'BEGIN', 'selection'])
    expect(isReadOnly(statement)).toBe(false);
});
