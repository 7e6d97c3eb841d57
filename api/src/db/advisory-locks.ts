/** PostgreSQL advisory locks that keep work to one API instance at a time when several share one database: the
 *  migrations (every instance waits for the one applying them) and each scheduled job (an instance that finds
 *  the job's lock taken skips that tick). The keys are fixed numbers of this application; keep them unique. */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database, Db } from './client';

import { ADVISORY_LOCKS, type AdvisoryLock } from './advisory-lock-keys';

export { ADVISORY_LOCKS, type AdvisoryLock } from './advisory-lock-keys';

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

const LockedSchema = v.object({ rows: v.tuple([v.object({ locked: v.boolean() })]) });

/**
 * Runs `work` unless another instance holds `lock`, and says whether it ran. On PostgreSQL the lock is taken
 * with pg_try_advisory_xact_lock in a transaction that stays open while `work` runs on the pool's other
 * connections, so it is released however the work ends, even when the process dies. PGlite is single-process:
 * nothing else can hold the lock there, and its one connection must stay free for `work`, so it just runs.
 */
export async function runExclusively<T>(
  db: Db,
  engine: Database['engine'],
  lock: AdvisoryLock,
  work: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (engine === 'pglite') return { ran: true, value: await work() };
  return db.transaction(async (tx): Promise<Exclusive<T>> => {
    const answer = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS[lock]}::bigint) as locked`,
    );
    const [{ locked }] = v.parse(LockedSchema, answer).rows;
    if (!locked) return { ran: false };
    return { ran: true, value: await work() };
  });
}
