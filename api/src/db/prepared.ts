/** Statements on the hottest paths, built once per database and prepared (decision 0125): drizzle's `.prepare(name)`
 *  with `sql.placeholder` values. Drizzle then builds the SQL text once instead of on every call (a third of a
 *  signed-in list's CPU time on PostgreSQL went to building its two selects), and node-postgres sends it as a named
 *  statement, which PostgreSQL parses and plans once per connection. PGlite runs it as any other query.
 *
 *  A name must be unique in the whole API (PostgreSQL keeps named statements per connection, and node-postgres
 *  refuses a name it has seen with another text). Only statements whose SQL never varies belong here. */
import type { Db } from './client';

export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
