/** The queries on the outbox_mails table, and nothing else (adapters/mail/mail-queue.ts holds the delivery and
 *  retry rules, outbox-mailer.ts the development reader). A QUEUED row is claimed by moving its next attempt a
 *  lease ahead in one statement, so concurrent loops and instances never deliver it at once; its outcome is then
 *  written only while it is still QUEUED. */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outboxMails } from '../db/schema';

export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type NewOutboxMail = typeof outboxMails.$inferInsert;
export type OutboxMailChanges = Partial<
  Pick<OutboxMailRow, 'status' | 'deliveredAt' | 'lastError' | 'nextAttemptAt' | 'text' | 'html' | 'links'>
>;

/** Stores a mail; its id. */
export async function insertOutboxMail(db: Db | Tx, values: NewOutboxMail): Promise<number> {
  const [row] = await db.insert(outboxMails).values(values).returning({ id: outboxMails.id });
  if (!row) throw new Error('insert returned no mail');
  return row.id;
}

/**
 * Claims the QUEUED mail due first at `now`, if any: counts one more attempt and moves its next attempt to
 * `leaseUntil`. One statement, with the pick FOR UPDATE SKIP LOCKED, so concurrent claims skip each other's rows.
 * The pick is an uncorrelated scalar subquery, evaluated once (an `IN (… LIMIT 1)` may be run again for every row
 * it updates).
 */
export async function claimDueOutboxMail(db: Db, now: Date, leaseUntil: Date): Promise<OutboxMailRow | null> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(eq(outboxMails.status, 'QUEUED'), lte(outboxMails.nextAttemptAt, now)))
    .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(outboxMails.id, sql`(${due})`),
        eq(outboxMails.status, 'QUEUED'),
        lte(outboxMails.nextAttemptAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Changes the mail while it is still QUEUED. */
export async function updateQueuedOutboxMail(db: Db, id: number, changes: OutboxMailChanges): Promise<void> {
  await db
    .update(outboxMails)
    .set(changes)
    .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'QUEUED')));
}

export type OutboxListing = Pick<
  OutboxMailRow,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'links' | 'headers' | 'sentAt'
>;

const listingColumns = {
  id: outboxMails.id,
  to: outboxMails.to,
  subject: outboxMails.subject,
  text: outboxMails.text,
  html: outboxMails.html,
  links: outboxMails.links,
  headers: outboxMails.headers,
  sentAt: outboxMails.sentAt,
};

/** Mails newest first, whatever their delivery state; `to`, when given, is matched exactly. */
export function listOutboxMails(db: Db, options: { to?: string; limit: number }): Promise<OutboxListing[]> {
  return db
    .select(listingColumns)
    .from(outboxMails)
    .where(options.to !== undefined ? eq(outboxMails.to, options.to) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(options.limit);
}

export async function findOutboxMailById(db: Db, id: number): Promise<OutboxListing | null> {
  const [row] = await db.select(listingColumns).from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
  return row ?? null;
}
