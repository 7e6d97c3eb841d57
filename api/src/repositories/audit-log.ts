/** The queries on the ad audit log, and nothing else (decision 0038). An entry is written inside the transaction
 *  that makes the move it records, so a move and its record are committed together or not at all. */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adAuditLog, operators, type AuditAction } from '../db/schema';

export type NewAuditEntry = {
  adId: number;
  action: AuditAction;
  /** Null for the operator CLI. */
  operatorId: number | null;
  reason?: string | null;
};

export async function insertAuditEntry(tx: Db | Tx, entry: NewAuditEntry): Promise<void> {
  await tx.insert(adAuditLog).values({ ...entry, reason: entry.reason ?? null });
}

export type AuditRow = {
  action: AuditAction;
  /** The operator's email; null for the CLI. */
  operatorEmail: string | null;
  reason: string | null;
  at: Date;
};

/** An ad's entries, the oldest first. */
export function listAuditEntriesOfAd(db: Db | Tx, adId: number): Promise<AuditRow[]> {
  return db
    .select({
      action: adAuditLog.action,
      operatorEmail: operators.email,
      reason: adAuditLog.reason,
      at: adAuditLog.at,
    })
    .from(adAuditLog)
    .leftJoin(operators, eq(operators.id, adAuditLog.operatorId))
    .where(eq(adAuditLog.adId, adId))
    .orderBy(asc(adAuditLog.at), asc(adAuditLog.id));
}
