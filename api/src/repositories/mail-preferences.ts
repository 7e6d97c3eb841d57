/** The queries on an account's mail preferences (the weekly_results columns of advertisers), and nothing else.
 *  Every change moves weekly_results_version on in the same statement, which is what expires the unsubscribe links
 *  signed over the old version. Closed accounts are never changed. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { advertisers } from '../db/schema';
import type { AdvertiserRow } from './advertisers';

/** Sets the weekly results preference of an open account; the row when it changed, null when it already had it
 *  (or the account is closed). */
export async function setWeeklyResults(
  db: Db | Tx,
  advertiserId: number,
  on: boolean,
): Promise<AdvertiserRow | null> {
  const [row] = await db
    .update(advertisers)
    .set({ weeklyResults: on, weeklyResultsVersion: sql`${advertisers.weeklyResultsVersion} + 1` })
    .where(
      and(eq(advertisers.id, advertiserId), ne(advertisers.weeklyResults, on), isNull(advertisers.closedAt)),
    )
    .returning();
  return row ?? null;
}

/** Turns the weekly results off for the open account `accountId` while its version is still `version`; whether it
 *  changed. */
export async function unsubscribeAtVersion(db: Db, accountId: string, version: number): Promise<boolean> {
  const rows = await db
    .update(advertisers)
    .set({ weeklyResults: false, weeklyResultsVersion: sql`${advertisers.weeklyResultsVersion} + 1` })
    .where(
      and(
        eq(advertisers.accountId, accountId),
        eq(advertisers.weeklyResultsVersion, version),
        eq(advertisers.weeklyResults, true),
        isNull(advertisers.closedAt),
      ),
    )
    .returning({ id: advertisers.id });
  return rows.length > 0;
}

/** The open account `accountId`'s preference and version; null for none. */
export async function findWeeklyResultsByAccountId(
  db: Db,
  accountId: string,
): Promise<{ weeklyResults: boolean; version: number; language: AdvertiserRow['language'] } | null> {
  const [row] = await db
    .select({
      weeklyResults: advertisers.weeklyResults,
      version: advertisers.weeklyResultsVersion,
      language: advertisers.language,
    })
    .from(advertisers)
    .where(and(eq(advertisers.accountId, accountId), isNull(advertisers.closedAt)))
    .limit(1);
  return row ?? null;
}
