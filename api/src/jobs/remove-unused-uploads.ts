/** Banners that no ad uses are removed a day after their upload: abandoned applications, replaced images and the
 *  banners of deleted ads would otherwise fill the store for ever. The day leaves time to finish an application
 *  after uploading its image. Only an existing ad (of any status) keeps a file. server.ts runs it at start and then
 *  every hour; with several API instances on one PostgreSQL, an instance that finds the job's advisory lock taken
 *  skips that tick. */
import { and, asc, eq, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { runExclusively, type Exclusive } from '../db/advisory-locks';
import type { Database, Db, Tx } from '../db/client';
import { ads, uploads } from '../db/schema';
import type { FileStorage } from '../adapters/storage/storage';
import type { App } from '../http/types';

export const REMOVE_UNUSED_UPLOADS_EVERY_MS = 3600 * 1000;
/** How long an upload may wait for the ad that will use it. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
/** At most this many files per run, so a large backlog is worked off over several runs. */
const BATCH_SIZE = 500;

export type RemoveUnusedUploadsDeps = { db: Db; storage: FileStorage };
/** What the scheduled job needs beyond the removal itself: which engine, for the lock. */
export type RemoveUnusedUploadsJobDeps = RemoveUnusedUploadsDeps & { engine: Database['engine'] };
export type RemovedUploads = { removed: string[]; failed: { key: string; error: unknown }[] };

/** True while some ad's image address names this key. Ads store the address under PUBLIC_FILES_URL, which may
 *  have changed since, so the key is matched as the last segment of the address rather than as a whole URL. */
function usedByAnAd(db: Db | Tx, key: SQL | typeof uploads.key) {
  return db
    .select({ one: sql`1` })
    .from(ads)
    .where(sql`right(${ads.imageUrl}, length(${key}) + 1) = '/' || ${key}`);
}

/**
 * Removes one candidate: the row first, then the file, in one transaction, so a file the store could not remove
 * keeps its row and is tried again on the next run. Whether an ad uses the key is checked again inside, since an
 * application may have claimed the upload after the candidates were listed.
 */
async function removeOne(deps: RemoveUnusedUploadsDeps, key: string, cutoff: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(uploads)
      .where(
        and(
          eq(uploads.key, key),
          lt(uploads.createdAt, cutoff),
          notExists(usedByAnAd(tx, sql`${key}::text`)),
        ),
      )
      .returning({ key: uploads.key });
    if (!gone) return false;
    await deps.storage.delete(key);
    return true;
  });
}

/** Removes every upload older than a day (before `now`) that no ad uses, file and row; reports what went. */
export async function removeUnusedUploads(
  deps: RemoveUnusedUploadsDeps,
  now: Date = new Date(),
): Promise<RemovedUploads> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const candidates = await deps.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), notExists(usedByAnAd(deps.db, uploads.key))))
    .orderBy(asc(uploads.createdAt))
    .limit(BATCH_SIZE);
  const result: RemovedUploads = { removed: [], failed: [] };
  for (const { key } of candidates) {
    try {
      if (await removeOne(deps, key, cutoff)) result.removed.push(key);
    } catch (error) {
      result.failed.push({ key, error });
    }
  }
  return result;
}

/** One tick: removes unused uploads unless another instance is doing it right now; `ran: false` then. */
export function removeUnusedUploadsTick(
  deps: RemoveUnusedUploadsJobDeps,
  now: Date = new Date(),
): Promise<Exclusive<RemovedUploads>> {
  return runExclusively(deps.db, deps.engine, 'removeUnusedUploads', () => removeUnusedUploads(deps, now));
}

/** Runs the job now and every `everyMs` on a timer that never keeps the process alive; returns how to stop it,
 *  which waits for a run in progress so shutdown does not close the database under it. */
export function startRemovingUnusedUploads(
  deps: RemoveUnusedUploadsJobDeps,
  log: FastifyBaseLogger,
  everyMs = REMOVE_UNUSED_UPLOADS_EVERY_MS,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = removeUnusedUploadsTick(deps, now()).then(
      (tick) => {
        if (!tick.ran) return;
        const { removed, failed } = tick.value;
        if (removed.length > 0) log.info({ keys: removed }, `removed ${removed.length} unused upload(s)`);
        for (const { key, error } of failed)
          log.error({ err: error, key }, 'removing an unused upload failed');
      },
      (error: unknown) => log.error({ err: error }, 'removing unused uploads failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}

/** server.ts: the job for the life of the app, stopped when it closes. Call before listen. */
export function scheduleRemoveUnusedUploads(app: App): void {
  const stop = startRemovingUnusedUploads(
    { db: app.db, storage: app.adapters.storage, engine: app.databaseEngine },
    app.log,
  );
  app.addHook('onClose', () => stop());
}
