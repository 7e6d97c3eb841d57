/** The queries on operators and their sessions, and nothing else (services/operators.ts holds the rules, decision
 *  0038). Every change that must happen once (spending the link, accepting a TOTP step) is a guarded UPDATE, so
 *  two requests racing with the same link or code cannot both succeed. */
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { operatorSessions, operators } from '../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(db: Db | Tx, email: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row ?? null;
}

export async function findOperatorByLink(db: Db | Tx, linkTokenHash: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.linkTokenHash, linkTokenHash)).limit(1);
  return row ?? null;
}

/** Creates the operator, or gives an existing one a new link (forgetting any pending enrolment); whether it is new.
 *  An enrolled operator keeps their password and authenticator until the new link's enrolment completes. */
export async function upsertOperatorLink(
  db: Db | Tx,
  email: string,
  link: { tokenHash: string; expiresAt: Date },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(operators)
    .values({ email, linkTokenHash: link.tokenHash, linkExpiresAt: link.expiresAt })
    .onConflictDoUpdate({
      target: operators.email,
      set: {
        linkTokenHash: link.tokenHash,
        linkExpiresAt: link.expiresAt,
        pendingPasswordHash: null,
        pendingTotpSecret: null,
      },
    })
    // xmax is 0 for a row this statement inserted (PostgreSQL and PGlite alike).
    .returning({ id: operators.id, created: sql<boolean>`(xmax = 0)` });
  // Safe: an INSERT … ON CONFLICT DO UPDATE returns its one row in either case.
  return row!;
}

/** Disables the operator (decision 0097): sets disabled_at (kept from the first time), spends their link and
 *  forgets a pending enrolment, and deletes every session of theirs, in the caller's transaction. Null for an
 *  unknown email. */
export async function disableOperator(
  tx: Db | Tx,
  email: string,
): Promise<{ id: number; alreadyDisabled: boolean; sessionsEnded: number } | null> {
  const [before] = await tx
    .select({ id: operators.id, disabledAt: operators.disabledAt })
    .from(operators)
    .where(eq(operators.email, email))
    .for('update')
    .limit(1);
  if (!before) return null;
  await tx
    .update(operators)
    .set({
      disabledAt: before.disabledAt ?? new Date(),
      linkTokenHash: null,
      linkExpiresAt: null,
      pendingPasswordHash: null,
      pendingTotpSecret: null,
    })
    .where(eq(operators.id, before.id));
  const ended = await deleteSessionsOfOperator(tx, before.id);
  return { id: before.id, alreadyDisabled: before.disabledAt !== null, sessionsEnded: ended };
}

/** Ends every session of the operator; how many there were. */
export async function deleteSessionsOfOperator(db: Db | Tx, operatorId: number): Promise<number> {
  const rows = await db
    .delete(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/** Every operator, for the desk's audit-log filter, by email. */
export function listOperators(
  db: Db | Tx,
): Promise<{ id: number; email: string; disabledAt: Date | null }[]> {
  return db
    .select({ id: operators.id, email: operators.email, disabledAt: operators.disabledAt })
    .from(operators)
    .orderBy(asc(operators.email));
}

/** The addresses of the operators who can sign in (enrolled, not disabled): the desk's daily mails go to them. */
export async function listActiveOperatorEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(isNotNull(operators.enrolledAt), isNull(operators.disabledAt)))
    .orderBy(asc(operators.email));
  return rows.map((row) => row.email);
}

/** Stores the password and authenticator an enrolment will confirm, if the link is still the operator's. */
export async function setPendingCredentials(
  db: Db | Tx,
  linkTokenHash: string,
  pending: { passwordHash: string; totpSecret: string },
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ pendingPasswordHash: pending.passwordHash, pendingTotpSecret: pending.totpSecret })
    .where(eq(operators.linkTokenHash, linkTokenHash))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Moves the pending credentials into place and spends the link, once; the enrolled operator, or null when
 *  another request spent the link first or the pending secret changed since it was checked. */
export async function completeEnrolment(
  db: Db | Tx,
  linkTokenHash: string,
  checked: { totpSecret: string; step: number },
): Promise<OperatorRow | null> {
  const [row] = await db
    .update(operators)
    .set({
      passwordHash: sql`${operators.pendingPasswordHash}`,
      totpSecret: sql`${operators.pendingTotpSecret}`,
      pendingPasswordHash: null,
      pendingTotpSecret: null,
      linkTokenHash: null,
      linkExpiresAt: null,
      lastTotpStep: checked.step,
      enrolledAt: new Date(),
      // A new password and authenticator are how a disabled operator comes back (decision 0097).
      disabledAt: null,
    })
    .where(
      and(
        eq(operators.linkTokenHash, linkTokenHash),
        eq(operators.pendingTotpSecret, checked.totpSecret),
        isNotNull(operators.pendingPasswordHash),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every operator's stored authenticator secrets, active and pending (a handful of rows: operators are staff). */
export async function storedTotpSecrets(
  db: Db | Tx,
): Promise<{ id: number; totpSecret: string | null; pendingTotpSecret: string | null }[]> {
  return db
    .select({
      id: operators.id,
      totpSecret: operators.totpSecret,
      pendingTotpSecret: operators.pendingTotpSecret,
    })
    .from(operators)
    .where(or(isNotNull(operators.totpSecret), isNotNull(operators.pendingTotpSecret)));
}

/** Replaces one stored secret by its sealed form, if it is still the value read (another instance starting at the
 *  same time may have sealed it first); whether it was replaced. */
export async function replaceTotpSecret(
  db: Db | Tx,
  operatorId: number,
  column: 'totpSecret' | 'pendingTotpSecret',
  change: { from: string; to: string },
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ [column]: change.to })
    .where(and(eq(operators.id, operatorId), eq(operators[column], change.from)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Records `step` as the operator's last accepted TOTP step unless that step (or a later one) was used already;
 *  whether it was taken. */
export async function takeTotpStep(db: Db | Tx, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ lastTotpStep: step })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))),
    )
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertOperatorSession(
  db: Db | Tx,
  values: { operatorId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

/** The operator of an unexpired session, unless the operator is disabled. */
export async function findOperatorOfSession(db: Db | Tx, tokenHash: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, new Date()),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row?.operator ?? null;
}

export async function deleteOperatorSession(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}
