/** The queries on the used_bot_checks table, and nothing else (adapters/bot-check/proof-of-work.ts holds the
 *  check): one row per solved challenge, so a solution is accepted once across every instance. */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedBotChecks } from '../db/schema';

/** Forgets the challenges that expired before `now`: they guard nothing any more. */
export async function deleteExpiredBotChecks(db: Db, now: Date): Promise<void> {
  await db.delete(usedBotChecks).where(lt(usedBotChecks.expiresAt, now));
}

/** Records the challenge as used; false when it already was. */
export async function insertUsedBotCheck(db: Db, challenge: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedBotChecks)
    .values({ challenge, expiresAt })
    .onConflictDoNothing()
    .returning({ challenge: usedBotChecks.challenge });
  return inserted.length === 1;
}
