/** Durable mail: every mail is first a row of outbox_mails, then handed to the transport. A refused mail stays
 *  QUEUED and a retry loop (started by the app, one run at a time) tries it again with a back-off that doubles from
 *  MAIL_RETRY_INTERVAL_SECONDS up to 30 minutes, until MAIL_MAX_ATTEMPTS, after which it is FAILED.
 *
 *  Several instances may share one PostgreSQL: a delivery first claims its mail in one statement that picks it
 *  with FOR UPDATE SKIP LOCKED and moves its next attempt a lease ahead, so no other instance (or loop) can pick
 *  it while it is being delivered. The lease (10 minutes) is far longer than a delivery can take (the SMTP
 *  transport gives up after at most about 90 seconds); if the process dies mid-delivery, the mail is due again
 *  once the lease has passed. Logs carry the mail's id and subject, never its recipient, body or links; a mail
 *  delivered over SMTP keeps only its recipient and subject, as its links carry tokens the database otherwise keeps
 *  only hashed. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  claimDueOutboxMail,
  insertOutboxMail,
  updateQueuedOutboxMail,
} from '../../repositories/outbox-mails';
import type { Mailer, MailMessage, MailResult, MailTransport } from './mail';

export const CLAIM_LEASE_MS = 10 * 60_000;
export const MAX_RETRY_DELAY_MS = 30 * 60_000;
/** A run stops earlier at the first refusal: while the server is down, the other due mails wait for the next run. */
const MAILS_PER_RUN = 50;

export type MailRetryPolicy = { retryIntervalSeconds: number; maxAttempts: number };

export type MailQueueDeps = {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  policy: MailRetryPolicy;
  /** The queue's notion of now (tests move it); the real clock by default. */
  clock?: () => Date;
};

type ClaimedMail = { id: number; attempts: number; message: MailMessage };

/** Delay before the next try after `attempts` failed ones: the interval, then doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number, retryIntervalSeconds: number): number {
  const doubled = retryIntervalSeconds * 1000 * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, MAX_RETRY_DELAY_MS);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A database failure's SQLSTATE or node code only: a failed query's message quotes its parameters (the body). */
function errorCode(error: unknown): string {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : null;
  }
  return 'unknown';
}

async function tryTransport(transport: MailTransport, message: MailMessage): Promise<MailResult> {
  try {
    return await transport.deliver(message);
  } catch (error) {
    // A transport should answer with a value; a throw is treated as a refusal and kept in the queue.
    return { ok: false, reason: `transport error (${errorCode(error)})` };
  }
}

/** Delivers one claimed mail and records the outcome; true when the transport took it. Never throws. */
async function deliverClaimed(deps: MailQueueDeps, mail: ClaimedMail): Promise<boolean> {
  const { db, transport, log, policy } = deps;
  const clock = deps.clock ?? (() => new Date());
  const about = { mailId: mail.id, subject: mail.message.subject, attempt: mail.attempts };
  const result = await tryTransport(transport, mail.message);
  const now = clock();
  try {
    if (result.ok) {
      // Once out, the body and its links (live tokens) are not kept; the outbox keeps them, it is where they are read.
      const body = transport.kind === 'outbox' ? {} : { text: '', html: '', links: [] };
      await updateQueuedOutboxMail(db, mail.id, {
        status: 'DELIVERED',
        deliveredAt: now,
        lastError: null,
        ...body,
      });
      log.info({ ...about, transport: transport.kind }, 'mail delivered');
      return true;
    }
    if (mail.attempts >= policy.maxAttempts) {
      await updateQueuedOutboxMail(db, mail.id, { status: 'FAILED', lastError: result.reason });
      log.error({ ...about, reason: result.reason }, 'mail given up after its last attempt');
      return false;
    }
    const retryAt = later(now, retryDelayMs(mail.attempts, policy.retryIntervalSeconds));
    await updateQueuedOutboxMail(db, mail.id, { nextAttemptAt: retryAt, lastError: result.reason });
    log.warn({ ...about, reason: result.reason, retryAt }, 'mail not delivered; it stays queued');
    return false;
  } catch (error) {
    // The outcome is lost; the lease runs out and the mail is tried again.
    log.error({ ...about, code: errorCode(error) }, 'the outcome of a mail delivery could not be recorded');
    return result.ok;
  }
}

/** Claims the mail due first, if any, for one lease; concurrent loops skip each other's rows. */
async function claimDueMail(db: Db, now: Date): Promise<ClaimedMail | null> {
  const row = await claimDueOutboxMail(db, now, later(now, CLAIM_LEASE_MS));
  if (!row) return null;
  const { id, attempts, to, subject, text, html, links, headers } = row;
  return { id, attempts, message: { to, subject, text, html, links, headers } };
}

export type MailRun = { delivered: number; refused: number };

/** One run of the retry loop: delivers due mails one claim at a time until none is due or one is refused. */
export async function deliverDueMails(deps: MailQueueDeps): Promise<MailRun> {
  const clock = deps.clock ?? (() => new Date());
  const run: MailRun = { delivered: 0, refused: 0 };
  for (let count = 0; count < MAILS_PER_RUN; count += 1) {
    const mail = await claimDueMail(deps.db, clock());
    if (!mail) break;
    if (await deliverClaimed(deps, mail)) run.delivered += 1;
    else {
      run.refused += 1;
      break;
    }
  }
  return run;
}

/** The Mailer services use: stores the mail already claimed by this call, then delivers it at once. A refused
 *  delivery still answers ok, since the mail is safe in the queue; only a mail that could not be stored is not. */
export function createQueuedMailer(deps: MailQueueDeps): Mailer {
  const clock = deps.clock ?? (() => new Date());
  return {
    kind: deps.transport.kind,
    description: deps.transport.description,
    async send(message) {
      let id: number;
      try {
        id = await insertOutboxMail(deps.db, {
          ...message,
          status: 'QUEUED',
          attempts: 1,
          nextAttemptAt: later(clock(), CLAIM_LEASE_MS),
        });
      } catch (error) {
        deps.log.error({ subject: message.subject, code: errorCode(error) }, 'a mail could not be stored');
        return { ok: false, reason: 'the mail could not be stored' };
      }
      await deliverClaimed(deps, { id, attempts: 1, message });
      return { ok: true };
    },
  };
}

export type MailRetryLoop = {
  /** Cancels the next run and waits for a run in progress to finish. */
  stop(): Promise<void>;
};

/** Runs deliverDueMails every MAIL_RETRY_INTERVAL_SECONDS. The next run is planned only when the previous one has
 *  finished, so runs never overlap; the timer does not keep the process alive. */
export function startMailRetryLoop(deps: MailQueueDeps): MailRetryLoop {
  const intervalMs = deps.policy.retryIntervalSeconds * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      await deliverDueMails(deps);
    } catch (error) {
      deps.log.error({ code: errorCode(error) }, 'the mail queue could not be read');
    }
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(plan);
    }, intervalMs);
    timer.unref();
  };
  plan();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
