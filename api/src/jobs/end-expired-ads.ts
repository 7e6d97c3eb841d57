/** Ads whose end date has come stop running (ARCHITECTURE: "Ads past their end date become ENDED by a scheduled
 *  job"). An ad runs up to midnight UTC of its end date, so on that date it ends. One guarded UPDATE does it, so any
 *  number of API instances may run the job at once. server.ts runs it at start and then every hour. */
import { and, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Temporal } from 'temporal-polyfill';
import { AD_STATUS_TRANSITIONS, todayUtc, type AdStatus } from 'shared-contracts';
import type { Db } from '../db/client';
import { ads } from '../db/schema';
import type { App } from '../http/types';

export const END_EXPIRED_ADS_EVERY_MS = 3600 * 1000;

/** The statuses the machine lets the scheduled job end: running and paused ads. */
const ENDABLE: AdStatus[] = AD_STATUS_TRANSITIONS.filter(
  (move) => move.actor === 'system' && move.to === 'ENDED',
).map((move) => move.from);

/** Ends every running or paused ad whose end date is today or earlier; returns their ids. */
export async function endExpiredAds(db: Db, today: Temporal.PlainDate = todayUtc()): Promise<number[]> {
  const ended = await db
    .update(ads)
    .set({ status: 'ENDED' })
    .where(and(inArray(ads.status, ENDABLE), lte(ads.endDate, today.toString())))
    .returning({ id: ads.id });
  return ended.map((row) => row.id);
}

/** Runs the job now and every `everyMs` on a timer that never keeps the process alive; returns how to stop it. */
export function startEndingExpiredAds(
  db: Db,
  log: FastifyBaseLogger,
  everyMs = END_EXPIRED_ADS_EVERY_MS,
): () => void {
  const run = () =>
    endExpiredAds(db).then(
      (ids) => void (ids.length > 0 && log.info({ ids }, `ended ${ids.length} ad(s) past their end date`)),
      (error: unknown) => log.error({ err: error }, 'ending expired ads failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** server.ts: the job for the life of the app, stopped when it closes. Call before listen. */
export function scheduleEndExpiredAds(app: App): void {
  const stop = startEndingExpiredAds(app.db, app.log);
  app.addHook('onClose', async () => stop());
}
