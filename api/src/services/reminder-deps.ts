/** What the reminder mails need (ad-reminders.ts, and review-time.ts's mail to the review desk): the database, the
 *  configuration, a log and the mailer. */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mail';
import type { Config } from '../config';
import type { Db } from '../db/client';

export type ReminderDeps = { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer };
