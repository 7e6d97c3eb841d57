/** The queries on the sessions table, and nothing else (services/sessions.ts holds the rotation rules). A row is
 *  one access/refresh pair, stored as token hashes, inside a family that rotation keeps together. Functions that
 *  take `Db | Tx` run inside the caller's transaction when given one. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { memoOf } from '../db/read-memo';
import { advertisers, memberships, people, sessions } from '../db/schema';
import { memberColumns, type AdvertiserRow } from './advertisers';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db | Tx, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The person in the open account behind a live, unrotated, unrevoked access token hash, with its session; null
 *  otherwise, and null once the person is no longer a member of the session's account. One query (sessions joined
 *  with the membership, the account and the person), as every signed-in request asks it: on the embedded database the answer is memoised until the next write
 *  (db/read-memo.ts), and the expiry, which depends on the clock, is checked here each time. */
export async function findLiveSessionByAccessHash(
  db: Db,
  accessTokenHash: string,
  now: Date,
): Promise<{ sessionId: number; familyId: string; advertiser: AdvertiserRow } | null> {
  const row = await memoOf(db).read(`session:${accessTokenHash}`, async () => {
    const [found] = await db
      .select({
        sessionId: sessions.id,
        familyId: sessions.familyId,
        accessExpiresAt: sessions.accessExpiresAt,
        advertiser: memberColumns,
      })
      .from(sessions)
      .innerJoin(
        memberships,
        and(eq(memberships.personId, sessions.personId), eq(memberships.advertiserId, sessions.advertiserId)),
      )
      .innerJoin(advertisers, eq(advertisers.id, sessions.advertiserId))
      .innerJoin(people, eq(people.id, sessions.personId))
      .where(
        and(
          eq(sessions.accessTokenHash, accessTokenHash),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
          isNull(advertisers.closedAt),
          isNull(people.closedAt),
        ),
      )
      .limit(1);
    return found ?? null;
  });
  if (!row || row.accessExpiresAt <= now) return null;
  return { sessionId: row.sessionId, familyId: row.familyId, advertiser: row.advertiser };
}

/** The session of a refresh token hash, whatever its state, with its person in its account (open or closed);
 *  null as well when the person is no longer a member of that account. */
export async function findSessionByRefreshHash(
  db: Db,
  refreshTokenHash: string,
): Promise<{ session: SessionRow; advertiser: AdvertiserRow } | null> {
  const [row] = await db
    .select({ session: sessions, advertiser: memberColumns })
    .from(sessions)
    .innerJoin(
      memberships,
      and(eq(memberships.personId, sessions.personId), eq(memberships.advertiserId, sessions.advertiserId)),
    )
    .innerJoin(advertisers, eq(advertisers.id, sessions.advertiserId))
    .innerJoin(people, eq(people.id, sessions.personId))
    .where(eq(sessions.refreshTokenHash, refreshTokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the session rotated unless it already is (or is revoked); whether this call did it. */
export async function markSessionRotated(db: Db | Tx, id: number): Promise<boolean> {
  const claimed = await db
    .update(sessions)
    .set({ rotatedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return claimed.length > 0;
}

/** Whether a session of the family was rotated after `rotatedAt`. */
export async function familyRotatedAfter(db: Db, familyId: string, rotatedAt: Date): Promise<boolean> {
  const [newer] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), gt(sessions.rotatedAt, rotatedAt)))
    .limit(1);
  return newer !== undefined;
}

export async function revokeSessionsOfFamily(db: Db | Tx, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the person (in any account), except those of `exceptFamilyId` when given. */
export async function revokeSessionsOf(
  db: Db | Tx,
  personId: number,
  exceptFamilyId?: string,
): Promise<void> {
  const conditions = [eq(sessions.personId, personId), isNull(sessions.revokedAt)];
  if (exceptFamilyId) conditions.push(ne(sessions.familyId, exceptFamilyId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Revokes every live session in an account: all of its members' (closing it), or one person's (removed from it,
 *  or leaving it). */
export async function revokeSessionsInAccount(
  db: Db | Tx,
  advertiserId: number,
  personId?: number,
  exceptFamilyId?: string,
): Promise<void> {
  const conditions = [eq(sessions.advertiserId, advertiserId), isNull(sessions.revokedAt)];
  if (personId !== undefined) conditions.push(eq(sessions.personId, personId));
  if (exceptFamilyId) conditions.push(ne(sessions.familyId, exceptFamilyId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Makes another account the current one of a session family (every row, so rotation keeps it). */
export async function switchFamilyAccount(
  db: Db | Tx,
  familyId: string,
  advertiserId: number,
): Promise<void> {
  await db.update(sessions).set({ advertiserId }).where(eq(sessions.familyId, familyId));
}

/** The family of the session whose refresh hash, or else access hash, is this; null when none is. */
export async function findFamilyByTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const [byRefresh] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, tokenHash))
    .limit(1);
  if (byRefresh) return byRefresh.familyId;
  const [byAccess] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.accessTokenHash, tokenHash))
    .limit(1);
  return byAccess?.familyId ?? null;
}
