/** The embedded mail transport: without SMTP_URL a stored mail is delivered by staying in outbox_mails, where
 *  development reads it (GET /api/dev/outbox as JSON for e2e journeys, /api/dev/mail as pages), so sign-up and
 *  password reset work on a fresh machine. Its links carry tokens, so they are shown there and never logged. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { Mailer, MailMessage, MailTransport } from './mail';
import { createQueuedMailer } from './mail-queue';

/** `sentAt`: when the API sent (stored) the mail. */
export type OutboxMail = MailMessage & { id: number; sentAt: string };

export function createOutboxTransport(description: string): MailTransport {
  return {
    kind: 'outbox',
    description,
    // The row the queue stored is the delivered mail.
    deliver: () => Promise.resolve({ ok: true }),
  };
}

/** A mailer that only stores mail (tests, and development without SMTP). */
export function createOutboxMailer(db: Db, logger: FastifyBaseLogger, description: string): Mailer {
  return createQueuedMailer({
    db,
    transport: createOutboxTransport(description),
    log: logger,
    policy: { retryIntervalSeconds: 5, maxAttempts: 1 }, // moot: the outbox never refuses a mail
  });
}

const outboxColumns = {
  id: outboxMails.id,
  to: outboxMails.to,
  subject: outboxMails.subject,
  text: outboxMails.text,
  html: outboxMails.html,
  links: outboxMails.links,
  sentAt: outboxMails.sentAt,
};

type OutboxRow = { [K in keyof typeof outboxColumns]: (typeof outboxMails.$inferSelect)[K] };
const toOutboxMail = (row: OutboxRow): OutboxMail => ({ ...row, sentAt: row.sentAt.toISOString() });

/** Newest first, whatever their delivery state; `to` filters on the exact (lowercased) recipient. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db
    .select(outboxColumns)
    .from(outboxMails)
    .where(options.to ? eq(outboxMails.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(options.limit ?? 100);
  return rows.map(toOutboxMail);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const [row] = await db.select(outboxColumns).from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
  return row ? toOutboxMail(row) : null;
}
