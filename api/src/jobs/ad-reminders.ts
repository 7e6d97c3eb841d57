/** The mails about ads at the moments that matter (services/ad-reminders.ts): server.ts runs the job at start and
 *  then every hour, at the time of the app's clock (services/clock.ts). With several API instances on one
 *  PostgreSQL, an instance that finds the job's advisory lock taken skips that tick; the sent-mail keys keep each
 *  mail to one even when two ticks do run. */
import type { Database } from '../db/client';
import { runExclusively, type Exclusive } from '../db/advisory-locks';
import type { App } from '../http/types';
import { sendAdReminders, type ReminderDeps, type ReminderRun } from '../services/ad-reminders';
import { runEvery } from './run-every';

export const AD_REMINDERS_EVERY_MS = 3600 * 1000;

export type AdRemindersDeps = ReminderDeps & { engine: Database['engine'] };

/** One tick at `now`, unless another instance is running it right now (`ran: false` then). */
export function adRemindersTick(deps: AdRemindersDeps, now: Date): Promise<Exclusive<ReminderRun>> {
  return runExclusively(deps.db, deps.engine, 'adReminders', () => sendAdReminders(deps, now));
}

export function adRemindersDeps(app: App): AdRemindersDeps {
  return {
    db: app.db,
    engine: app.databaseEngine,
    config: app.config,
    log: app.log,
    mailer: app.adapters.mailer,
  };
}

const AD_REMINDERS_FAILED = 'sending the mails about ads failed';

/** One tick and what it sent, logged by ids only. */
async function sendAndLogAdReminders(deps: AdRemindersDeps, now: Date): Promise<void> {
  const tick = await adRemindersTick(deps, now);
  if (!tick.ran) return;
  const { live, ending, weekly, reviewsWaiting } = tick.value;
  if (live.length + ending.length + weekly.length + reviewsWaiting.length > 0)
    deps.log.info({ live, ending, weekly, reviewsWaiting }, 'sent the mails about ads that were due');
}

/** One tick out of the schedule (the test clock's route), which logs a failure as the schedule does. */
export async function runAdReminders(deps: AdRemindersDeps, now: Date): Promise<void> {
  try {
    await sendAndLogAdReminders(deps, now);
  } catch (error) {
    deps.log.error({ err: error }, AD_REMINDERS_FAILED);
  }
}

/** server.ts: the job for the life of the app, stopped (after a run in progress) when it closes. */
export function scheduleAdReminders(app: App, everyMs = AD_REMINDERS_EVERY_MS): void {
  const deps = adRemindersDeps(app);
  const stop = runEvery(everyMs, () => sendAndLogAdReminders(deps, app.clock.now()), {
    log: deps.log,
    failure: AD_REMINDERS_FAILED,
  });
  app.addHook('onClose', () => stop());
}
