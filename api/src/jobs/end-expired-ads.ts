/** Ads whose end date has come stop running: a scheduled job makes them ENDED (docs/architecture.md "The API and
 *  its defaults"), through services/ad-review.ts, which ends each ad by a guarded UPDATE and mails its advertiser.
 *  server.ts runs the job at start and then every hour; with several API instances on one PostgreSQL, an instance
 *  that finds the job's advisory lock taken skips that tick. */
import type { Database } from '../db/client';
import { runExclusively, type Exclusive } from '../db/advisory-locks';
import type { App } from '../http/types';
import { endExpiredAds, type ReviewDeps } from '../services/ad-review';
import { runEvery } from './run-every';
import { Temporal } from 'temporal-polyfill';

export const END_EXPIRED_ADS_EVERY_MS = 3600 * 1000;

export type EndExpiredAdsDeps = ReviewDeps & { engine: Database['engine'] };

/** One tick: ends the expired ads unless another instance is doing it right now; `ran: false` then. */
export function endExpiredAdsTick(
  deps: EndExpiredAdsDeps,
  today?: Temporal.PlainDate,
): Promise<Exclusive<number[]>> {
  return runExclusively(deps.db, deps.engine, 'endExpiredAds', () => endExpiredAds(deps, today));
}

/** Runs the job now and every `everyMs` (run-every.ts); returns how to stop it, which waits for a run in progress. */
export function startEndingExpiredAds(
  deps: EndExpiredAdsDeps,
  everyMs = END_EXPIRED_ADS_EVERY_MS,
): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const tick = await endExpiredAdsTick(deps);
      if (tick.ran && tick.value.length > 0)
        deps.log.info({ ids: tick.value }, `ended ${tick.value.length} ad(s) past their end date`);
    },
    { log: deps.log, failure: 'ending expired ads failed' },
  );
}

/** The job's dependencies taken from the app. */
export function endExpiredAdsDeps(app: App): EndExpiredAdsDeps {
  return {
    db: app.db,
    engine: app.databaseEngine,
    config: app.config,
    log: app.log,
    mailer: app.adapters.mailer,
  };
}

/** server.ts: the job for the life of the app, stopped when it closes. Call before listen. */
export function scheduleEndExpiredAds(app: App): void {
  const stop = startEndingExpiredAds(endExpiredAdsDeps(app));
  app.addHook('onClose', () => stop());
}
