/** The queries on a member's mail preferences (the weekly_results columns of memberships: the weekly results go to
 *  each member who opted in, decision 0121), and nothing else. Every change moves weekly_results_version on in the
 *  same statement, which is what expires the unsubscribe links signed over the old version. Memberships of closed
 *  accounts are never changed. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { advertisers, memberships, people } from '../db/schema';
import type { PersonRow } from './advertisers';

const inOpenAccount = sql`exists (select 1 from ${advertisers} where ${advertisers.id} = ${memberships.advertiserId} and ${advertisers.closedAt} is null)`;

/** Sets the weekly results preference of a membership in an open account; whether it changed. */
export async function setWeeklyResults(db: Db | Tx, membershipId: number, on: boolean): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ weeklyResults: on, weeklyResultsVersion: sql`${memberships.weeklyResultsVersion} + 1` })
    .where(and(eq(memberships.id, membershipId), ne(memberships.weeklyResults, on), inOpenAccount))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** Turns the weekly results off for the membership `linkId` while its version is still `version`; whether it
 *  changed. */
export async function unsubscribeAtVersion(db: Db, linkId: string, version: number): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ weeklyResults: false, weeklyResultsVersion: sql`${memberships.weeklyResultsVersion} + 1` })
    .where(
      and(
        eq(memberships.linkId, linkId),
        eq(memberships.weeklyResultsVersion, version),
        eq(memberships.weeklyResults, true),
        inOpenAccount,
      ),
    )
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** The membership `linkId`'s preference and version, with its person's language; null for none (or a closed
 *  account). */
export async function findWeeklyResultsByAccountId(
  db: Db,
  linkId: string,
): Promise<{ weeklyResults: boolean; version: number; language: PersonRow['language'] } | null> {
  const [row] = await db
    .select({
      weeklyResults: memberships.weeklyResults,
      version: memberships.weeklyResultsVersion,
      language: people.language,
    })
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.linkId, linkId), isNull(advertisers.closedAt)))
    .limit(1);
  return row ?? null;
}
