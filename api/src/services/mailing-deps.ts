/** What the services that write and mail need: the database, the mailer, the configuration and a log. The routes
 *  build it once per plugin with `mailingDeps(app)` (http/deps.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../adapters/mail/mail';
import type { Config } from '../config';

export type MailingDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };
