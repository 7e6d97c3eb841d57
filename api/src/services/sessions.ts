/** Sign-in sessions as rows of opaque token hashes (no JWT: a session can be revoked at once). Each refresh
 *  rotates the pair inside its family; a refresh token that was already rotated coming back means it was stolen
 *  or replayed, so the whole family is revoked (docs/architecture.md "Data flow") — except the token the family's
 *  latest rotation replaced, within a short grace, which is what two tabs refreshing at once look like. No HTTP
 *  here. */
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import type { AdvertiserRow } from '../repositories/advertisers';
import * as sessionRepository from '../repositories/sessions';
import { hashToken, newToken } from './secrets';

export type { AdvertiserRow };

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
};

export type SessionLifetimes = { accessSeconds: number; refreshSeconds: number };

/** How refreshes rotate: the new pair's lifetimes, and how many seconds the refresh token replaced by the family's
 *  latest rotation may still be presented (answered with a fresh pair instead of revoking the family). */
export type RotationPolicy = SessionLifetimes & { rotatedGraceSeconds: number };

const later = (seconds: number, from = new Date()) => new Date(from.getTime() + seconds * 1000);

/** Who a session signs in: the person, in one of their accounts. */
export type SessionOwner = { personId: number; id: number };

async function insertPair(
  db: Db | Tx,
  owner: SessionOwner,
  familyId: string,
  lifetimes: SessionLifetimes,
): Promise<SessionTokens> {
  const tokens = {
    accessToken: newToken(),
    refreshToken: newToken(),
    accessExpiresAt: later(lifetimes.accessSeconds),
    refreshExpiresAt: later(lifetimes.refreshSeconds),
  };
  await sessionRepository.insertSession(db, {
    personId: owner.personId,
    advertiserId: owner.id,
    familyId,
    accessTokenHash: hashToken(tokens.accessToken),
    refreshTokenHash: hashToken(tokens.refreshToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
  });
  return tokens;
}

/** A new session family for a freshly signed-in person, in one of their accounts (`id`). */
export function createSession(
  db: Db | Tx,
  owner: SessionOwner,
  lifetimes: SessionLifetimes,
): Promise<SessionTokens> {
  return insertPair(db, owner, randomUUID(), lifetimes);
}

export type ActiveSession = { sessionId: number; familyId: string; advertiser: AdvertiserRow };

/** The open account behind a live, unrotated, unrevoked access token, or null. */
export function findByAccessToken(db: Db, accessToken: string): Promise<ActiveSession | null> {
  return sessionRepository.findLiveSessionByAccessHash(db, hashToken(accessToken), new Date());
}

export type RotationResult =
  | { ok: true; tokens: SessionTokens; advertiser: AdvertiserRow; replayedWithinGrace: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

type SessionRow = sessionRepository.SessionRow;

function findByRefreshToken(db: Db, refreshToken: string) {
  return sessionRepository.findSessionByRefreshHash(db, hashToken(refreshToken));
}

/** Marks the session rotated and inserts its successor; null when another request rotated it first. */
function claimRotation(db: Db, session: SessionRow, lifetimes: SessionLifetimes) {
  return db.transaction(async (tx) => {
    if (!(await sessionRepository.markSessionRotated(tx, session.id))) return null;
    return insertPair(
      tx,
      { personId: session.personId, id: session.advertiserId },
      session.familyId,
      lifetimes,
    );
  });
}

/**
 * Whether a rotated session may be presented again: it was rotated less than the grace ago, and no session of its
 * family was rotated after it (so it is the token the latest rotation replaced, not an older one).
 */
async function isWithinRotationGrace(db: Db, session: SessionRow, graceSeconds: number): Promise<boolean> {
  if (!session.rotatedAt || graceSeconds <= 0) return false;
  if (Date.now() - session.rotatedAt.getTime() > graceSeconds * 1000) return false;
  return !(await sessionRepository.familyRotatedAfter(db, session.familyId, session.rotatedAt));
}

/**
 * Exchanges a refresh token for a new pair. The token the family's latest rotation replaced, presented again
 * within the grace, gets another fresh pair of the same family (the pair the first refresh issued stays valid, as
 * the browser keeps whichever cookies it received last). Any other rotated token revokes its family.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  policy: RotationPolicy,
): Promise<RotationResult> {
  const row = await findByRefreshToken(db, refreshToken);
  if (!row || row.advertiser.closedAt) return { ok: false, reason: 'unknown' };
  const { advertiser } = row;
  let session = row.session;
  if (session.revokedAt) return { ok: false, reason: 'unknown' };

  if (!session.rotatedAt) {
    if (session.refreshExpiresAt <= new Date()) return { ok: false, reason: 'expired' };
    const tokens = await claimRotation(db, session, policy);
    if (tokens) return { ok: true, tokens, advertiser, replayedWithinGrace: false };
    // Another request with the same token rotated it a moment ago: judge this one as a replay of it.
    const current = await findByRefreshToken(db, refreshToken);
    if (!current || current.session.revokedAt) return { ok: false, reason: 'unknown' };
    session = current.session;
  }
  if (!(await isWithinRotationGrace(db, session, policy.rotatedGraceSeconds))) {
    await revokeFamily(db, session.familyId);
    return { ok: false, reason: 'reused' };
  }
  const tokens = await insertPair(db, advertiser, session.familyId, policy);
  return { ok: true, tokens, advertiser, replayedWithinGrace: true };
}

export function revokeFamily(db: Db | Tx, familyId: string): Promise<void> {
  return sessionRepository.revokeSessionsOfFamily(db, familyId);
}

/** The family a refresh or access token belongs to, whatever its state (for sign-out). */
export function familyOfToken(db: Db, token: string): Promise<string | null> {
  return sessionRepository.findFamilyByTokenHash(db, hashToken(token));
}

/** Signs the person out everywhere, optionally keeping one family (the browser that changed the password). */
export function revokeAllSessions(db: Db | Tx, personId: number, exceptFamilyId?: string): Promise<void> {
  return sessionRepository.revokeSessionsOf(db, personId, exceptFamilyId);
}

/** Ends the sessions in an account: everyone's (closing it), or one member's (removed, or leaving). */
export function revokeSessionsInAccount(
  db: Db | Tx,
  advertiserId: number,
  personId?: number,
  exceptFamilyId?: string,
): Promise<void> {
  return sessionRepository.revokeSessionsInAccount(db, advertiserId, personId, exceptFamilyId);
}

export function switchFamilyAccount(db: Db | Tx, familyId: string, advertiserId: number): Promise<void> {
  return sessionRepository.switchFamilyAccount(db, familyId, advertiserId);
}
