/** Banners that no ad uses are removed a day after their upload (decision 0027): abandoned applications, replaced
 *  images and the banners of deleted ads would otherwise fill the store for ever. The removal itself is
 *  services/uploads.ts removeUnusedUploads; this job only schedules it. server.ts runs it at start and then every
 *  hour; with several API instances on one PostgreSQL, an instance that finds the job's advisory lock taken skips
 *  that tick. */
import type { FastifyBaseLogger } from 'fastify';
import { runExclusively, type Exclusive } from '../db/advisory-locks';
import type { Database } from '../db/client';
import type { App } from '../http/types';
import { removeUnusedUploads, type RemovedUploads, type RemoveUnusedUploadsDeps } from '../services/uploads';
import { runEvery } from './run-every';

export const REMOVE_UNUSED_UPLOADS_EVERY_MS = 3600 * 1000;

/** What the scheduled job needs beyond the removal itself: which engine, for the lock. */
export type RemoveUnusedUploadsJobDeps = RemoveUnusedUploadsDeps & { engine: Database['engine'] };

/** One tick: removes unused uploads unless another instance is doing it right now; `ran: false` then. */
export function removeUnusedUploadsTick(
  deps: RemoveUnusedUploadsJobDeps,
  now: Date = new Date(),
): Promise<Exclusive<RemovedUploads>> {
  return runExclusively(deps.db, deps.engine, 'removeUnusedUploads', () => removeUnusedUploads(deps, now));
}

/** Runs the job now and every `everyMs` (run-every.ts); returns how to stop it, which waits for a run in progress. */
export function startRemovingUnusedUploads(
  deps: RemoveUnusedUploadsJobDeps,
  log: FastifyBaseLogger,
  everyMs = REMOVE_UNUSED_UPLOADS_EVERY_MS,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const tick = await removeUnusedUploadsTick(deps, now());
      if (!tick.ran) return;
      const { removed, failed } = tick.value;
      if (removed.length > 0) log.info({ keys: removed }, `removed ${removed.length} unused upload(s)`);
      for (const { key, error } of failed) log.error({ err: error, key }, 'removing an unused upload failed');
    },
    { log, failure: 'removing unused uploads failed' },
  );
}

/** server.ts: the job for the life of the app, stopped when it closes. Call before listen. */
export function scheduleRemoveUnusedUploads(app: App): void {
  const stop = startRemovingUnusedUploads(
    { db: app.db, storage: app.adapters.storage, engine: app.databaseEngine },
    app.log,
  );
  app.addHook('onClose', () => stop());
}
