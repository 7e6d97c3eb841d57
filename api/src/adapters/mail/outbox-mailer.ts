/** The embedded mail transport: every mail is a row of outbox_mails and a log line with its subject and links,
 *  so sign-up and password reset work on a fresh machine and e2e journeys read mail from GET /api/dev/outbox. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { Mailer, MailMessage } from './mail';

export type OutboxMail = MailMessage & { id: number; sentAt: string };

export function createOutboxMailer(db: Db, logger: FastifyBaseLogger, description: string): Mailer {
  return {
    kind: 'outbox',
    description,
    async send(message) {
      await db.insert(outboxMails).values(message);
      logger.info(
        { to: message.to, subject: message.subject, links: message.links },
        'mail stored in the outbox',
      );
      return { ok: true };
    },
  };
}

/** Newest first; `to` filters on the exact (lowercased) recipient. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(options.to ? eq(outboxMails.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
  return row ? { ...row, sentAt: row.sentAt.toISOString() } : null;
}
