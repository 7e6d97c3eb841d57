/** The queries on the uploads table, and nothing else (services/uploads.ts holds the rules). A row remembers who
 *  sent a stored file, so an ad can only use an image its own advertiser uploaded; an upload is "used" while some
 *  ad's image address names its key. Functions that take `Db | Tx` run inside the caller's transaction when given
 *  one. */
import { and, asc, eq, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ads, uploads } from '../db/schema';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db | Tx, values: NewUpload): Promise<void> {
  await db.insert(uploads).values(values);
}

/** Whether the file `key` was uploaded by `ownerId`. */
export async function isUploadOf(db: Db | Tx, ownerId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

/** True while some ad's image address (its first banner or its banner in the other language) names this key. Ads
 *  store the address under PUBLIC_FILES_URL, which may have changed since, so the key is matched as the last
 *  segment of the address rather than as a whole URL. */
function usedByAnAd(db: Db | Tx, key: SQL | typeof uploads.key) {
  return db
    .select({ one: sql`1` })
    .from(ads)
    .where(
      sql`right(${ads.imageUrl}, length(${key}) + 1) = '/' || ${key} or right(${ads.secondImageUrl}, length(${key}) + 1) = '/' || ${key}`,
    );
}

/** The keys of uploads made before `cutoff` that no ad uses, the oldest first, at most `limit`. */
export async function listUnusedUploadKeys(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), notExists(usedByAnAd(db, uploads.key))))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Deletes the row of `key` if it was made before `cutoff` and no ad uses it (checked again here, since an
 *  application may have claimed it since it was listed); whether it went. */
export async function deleteUnusedUpload(db: Db | Tx, key: string, cutoff: Date): Promise<boolean> {
  const [gone] = await db
    .delete(uploads)
    .where(
      and(eq(uploads.key, key), lt(uploads.createdAt, cutoff), notExists(usedByAnAd(db, sql`${key}::text`))),
    )
    .returning({ key: uploads.key });
  return gone !== undefined;
}

/** Deletes every upload row of the owner; the keys of the files they recorded. */
export async function deleteUploadsOf(db: Db | Tx, ownerId: number): Promise<string[]> {
  const rows = await db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning({ key: uploads.key });
  return rows.map((row) => row.key);
}
