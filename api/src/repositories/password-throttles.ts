/** The queries on the password_throttles table, and nothing else (services/password-throttle.ts holds the
 *  slow-down rule). A row counts the wrong passwords of one subject (an address, an account, a client address)
 *  with the time its block ends and the time the row may be forgotten. Functions that take `Db | Tx` run inside
 *  the caller's transaction when given one. */
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { passwordThrottles } from '../db/schema';

export type ThrottleRow = typeof passwordThrottles.$inferSelect;
export type ThrottleChanges = Pick<ThrottleRow, 'failures' | 'blockedUntil' | 'expiresAt'>;

/** Among these subjects: the latest end of a block still running at `now` (null when none is blocked), and
 *  whether any of them has failures counted at all (a right password then has something to clear). */
export async function throttleState(
  db: Db,
  keys: readonly string[],
  now: Date,
): Promise<{ blockedUntil: Date | null; counted: boolean }> {
  const rows = await db
    .select({ blockedUntil: passwordThrottles.blockedUntil })
    .from(passwordThrottles)
    .where(inArray(passwordThrottles.key, [...keys]));
  const running = rows.map((row) => row.blockedUntil?.getTime() ?? 0).filter((end) => end > now.getTime());
  return {
    blockedUntil: running.length > 0 ? new Date(Math.max(...running)) : null,
    counted: rows.length > 0,
  };
}

/** Forgets the rows whose quiet window ended before `now`. */
export async function deleteExpiredThrottles(db: Db | Tx, now: Date): Promise<void> {
  await db.delete(passwordThrottles).where(lt(passwordThrottles.expiresAt, now));
}

/** The subject's row, created empty (already expired at `now`) when missing, locked until the transaction ends. */
export async function lockThrottle(tx: Tx, key: string, now: Date): Promise<ThrottleRow> {
  await tx
    .insert(passwordThrottles)
    .values({ key, failures: 0, blockedUntil: null, expiresAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(passwordThrottles).where(eq(passwordThrottles.key, key)).for('update');
  if (!row) throw new Error('the password throttle row vanished inside its transaction');
  return row;
}

export async function updateThrottle(db: Db | Tx, key: string, changes: ThrottleChanges): Promise<void> {
  await db.update(passwordThrottles).set(changes).where(eq(passwordThrottles.key, key));
}

export async function deleteThrottle(db: Db | Tx, key: string): Promise<void> {
  await db.delete(passwordThrottles).where(eq(passwordThrottles.key, key));
}
