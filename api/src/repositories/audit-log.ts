/** The queries on the audit log, and nothing else (decisions 0038, 0097). An entry is written inside the
 *  transaction that makes the move or the account change it records, so both are committed together or not at
 *  all. */
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { adAuditLog, operators, type AuditAction } from '../db/schema';

/** Who makes a recorded move or change: a signed-in operator, or the CLI with the machine's user name. */
export type AuditActor = { operatorId: number } | { cliUser: string };

export type NewAuditEntry = {
  /** The ad of a move; none for an account event. */
  adId?: number | null;
  action: AuditAction;
  /** Null when nobody known acts (a failed sign-in). */
  by: AuditActor | null;
  /** The operator an account event concerns. */
  subjectOperatorId?: number | null;
  reason?: string | null;
  /** For an approve or a reject: when the ad had entered the review decided (decision 0114). */
  reviewRequestedAt?: Date | null;
};

export async function insertAuditEntry(tx: Db | Tx, entry: NewAuditEntry): Promise<void> {
  const { by } = entry;
  await tx.insert(adAuditLog).values({
    adId: entry.adId ?? null,
    action: entry.action,
    operatorId: by && 'operatorId' in by ? by.operatorId : null,
    cliUser: by && 'cliUser' in by ? by.cliUser : null,
    subjectOperatorId: entry.subjectOperatorId ?? null,
    reason: entry.reason ?? null,
    reviewRequestedAt: entry.reviewRequestedAt ?? null,
  });
}

export type AuditRow = {
  action: AuditAction;
  /** The acting operator's email; null for the CLI. */
  operatorEmail: string | null;
  /** The CLI's user name; null for an operator, and for the CLI's entries recorded before it was kept. */
  cliUser: string | null;
  reason: string | null;
  at: Date;
};

/** An ad's entries, the oldest first. */
export function listAuditEntriesOfAd(db: Db | Tx, adId: number): Promise<AuditRow[]> {
  return db
    .select({
      action: adAuditLog.action,
      operatorEmail: operators.email,
      cliUser: adAuditLog.cliUser,
      reason: adAuditLog.reason,
      at: adAuditLog.at,
    })
    .from(adAuditLog)
    .leftJoin(operators, eq(operators.id, adAuditLog.operatorId))
    .where(eq(adAuditLog.adId, adId))
    .orderBy(asc(adAuditLog.at), asc(adAuditLog.id));
}

export type AuditLogRow = AuditRow & {
  id: number;
  adId: number | null;
  /** The email of the operator an account event concerns. */
  subjectEmail: string | null;
};

const subject = alias(operators, 'subject');

/** The newest `limit` entries, or those of one operator, as the actor or as the subject. */
export function listAuditLog(
  db: Db | Tx,
  filter: { operatorId?: number; limit: number },
): Promise<AuditLogRow[]> {
  const where: SQL | undefined =
    filter.operatorId === undefined
      ? undefined
      : or(eq(adAuditLog.operatorId, filter.operatorId), eq(adAuditLog.subjectOperatorId, filter.operatorId));
  return db
    .select({
      id: adAuditLog.id,
      action: adAuditLog.action,
      adId: adAuditLog.adId,
      operatorEmail: operators.email,
      cliUser: adAuditLog.cliUser,
      subjectEmail: subject.email,
      reason: adAuditLog.reason,
      at: adAuditLog.at,
    })
    .from(adAuditLog)
    .leftJoin(operators, eq(operators.id, adAuditLog.operatorId))
    .leftJoin(subject, eq(subject.id, adAuditLog.subjectOperatorId))
    .where(and(where))
    .orderBy(desc(adAuditLog.at), desc(adAuditLog.id))
    .limit(filter.limit);
}
