/** The queries on invitations and the account's audit trail (decision 0121), and nothing else: memberships and
 *  people are in advertisers.ts. Functions that take `Db | Tx` run inside the caller's transaction when given one. */
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  accountAudit,
  invitations,
  memberships,
  people,
  type AccountAuditAction,
  type DbRole,
} from '../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type AuditRow = typeof accountAudit.$inferSelect;

/** The invitations of an account nobody accepted or revoked, newest first, with the inviter's name. */
export function listOpenInvitations(
  db: Db | Tx,
  advertiserId: number,
): Promise<{ invitation: InvitationRow; invitedBy: string | null }[]> {
  return db
    .select({ invitation: invitations, invitedBy: people.name })
    .from(invitations)
    .leftJoin(people, eq(people.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.advertiserId, advertiserId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(desc(invitations.sentAt), desc(invitations.id));
}

export async function findOpenInvitationByEmail(
  db: Db | Tx,
  advertiserId: number,
  email: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.advertiserId, advertiserId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findInvitationByHash(db: Db | Tx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function insertInvitation(
  db: Db | Tx,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned no invitation');
  return row;
}

/** Changes an open invitation of the account; the row after, or null when there is none (another account's, or
 *  accepted or revoked meanwhile). */
export async function updateOpenInvitationOf(
  db: Db | Tx,
  advertiserId: number,
  id: number,
  changes: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set(changes)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.advertiserId, advertiserId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The owners of an account, locked until the transaction ends: the last-owner rule holds under concurrent
 *  changes. */
export async function lockOwners(tx: Tx, advertiserId: number): Promise<number[]> {
  const rows = await tx
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(and(eq(memberships.advertiserId, advertiserId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.map((row) => row.personId);
}

export async function setRole(
  db: Db | Tx,
  advertiserId: number,
  personId: number,
  role: DbRole,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.advertiserId, advertiserId), eq(memberships.personId, personId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export async function deleteMembership(
  db: Db | Tx,
  advertiserId: number,
  personId: number,
): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.advertiserId, advertiserId), eq(memberships.personId, personId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export type AuditEntry = {
  advertiserId: number;
  actor: { personId: number; name: string | null; email: string } | null;
  action: AccountAuditAction;
  subject?: { kind: 'ad' | 'person' | 'invitation'; id: number; label: string };
  role?: DbRole;
};

export async function insertAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(accountAudit).values({
    advertiserId: entry.advertiserId,
    actorId: entry.actor?.personId ?? null,
    actorName: entry.actor?.name ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    subjectLabel: entry.subject?.label ?? null,
    role: entry.role ?? null,
  });
}

/** One page of the account's audit trail, newest first, older than entry `before` when given. */
export function listAudit(db: Db | Tx, advertiserId: number, before: number | undefined, limit: number) {
  return db
    .select()
    .from(accountAudit)
    .where(
      and(
        eq(accountAudit.advertiserId, advertiserId),
        before === undefined ? undefined : lt(accountAudit.id, before),
      ),
    )
    .orderBy(desc(accountAudit.id))
    .limit(limit);
}
