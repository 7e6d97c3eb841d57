/** The queries on the uploads table, and nothing else (services/uploads.ts holds the rules). A row remembers who
 *  sent a stored file, so an ad can only use an image its own advertiser uploaded; an upload is "used" while some
 *  ad's image address names its key. Functions that take `Db | Tx` run inside the caller's transaction when given
 *  one. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { uploads } from '../db/schema';

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
