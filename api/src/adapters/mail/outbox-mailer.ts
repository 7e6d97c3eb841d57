/** The embedded mail transport: without SMTP_URL a stored mail is delivered by staying in outbox_mails, where
 *  development reads it (GET /api/dev/outbox as JSON for e2e journeys, /api/dev/mail as pages), so sign-up and
 *  password reset work on a fresh machine. Its links carry tokens, so they are shown there and never logged. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findOutboxMailById, listOutboxMails, type OutboxListing } from '../../repositories/outbox-mails';
import type { Mailer, MailMessage, MailTransport } from './mail';
import { createQueuedMailer } from './mail-queue';

/** `sentAt`: when the API sent (stored) the mail. */
export type OutboxMail = MailMessage & { id: number; sentAt: string; headers: Record<string, string> };

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

const toOutboxMail = (row: OutboxListing): OutboxMail => ({ ...row, sentAt: row.sentAt.toISOString() });

/** Newest first, whatever their delivery state; `to` filters on the exact (lowercased) recipient. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await listOutboxMails(db, {
    ...(options.to ? { to: options.to.trim().toLowerCase() } : {}),
    limit: options.limit ?? 100,
  });
  return rows.map(toOutboxMail);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const row = await findOutboxMailById(db, id);
  return row ? toOutboxMail(row) : null;
}
