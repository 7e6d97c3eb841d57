/** Banner uploads (SPEC §5, §7 POST /s3/): the real type is read from the bytes, never from the name or the
 *  declared type, the file is stored under a key the API generates, and the uploads table remembers who sent
 *  it, so an ad can only use an image its own advertiser uploaded. */
import { and, eq } from 'drizzle-orm';
import { IMAGE_MIME_TYPES, isAllowedImageKind, sniffImageType } from 'shared-contracts';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { uploads } from '../db/schema';
import { newFileKey, type FileStorage } from '../adapters/storage/storage';

export type UploadDeps = { db: Db; storage: FileStorage; config: Config };

/** The path under which GET /api/files/:key serves stored files on the API's own origin. */
export const FILES_PATH = '/api/files';

export function publicFileUrl(config: Config, key: string): string {
  return `${config.publicFilesUrl}/${key}`;
}

export type StoredUpload =
  { ok: true; url: string; key: string } | { ok: false; code: 'UNSUPPORTED_MEDIA_TYPE' };

export async function storeUpload(
  deps: UploadDeps,
  ownerId: number,
  bytes: Uint8Array,
): Promise<StoredUpload> {
  const kind = sniffImageType(bytes);
  if (!isAllowedImageKind(kind)) return { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE' };
  const key = newFileKey(kind);
  const contentType = IMAGE_MIME_TYPES[kind];
  await deps.storage.put(key, bytes, contentType);
  await deps.db.insert(uploads).values({ key, ownerId, contentType, sizeBytes: bytes.byteLength });
  return { ok: true, url: publicFileUrl(deps.config, key), key };
}

/** The key an image address names: the public address POST /s3/ answered with, or the same file by its path on
 *  the portal's own origin. Null for anything else (another host, another path). */
export function keyOfImageUrl(config: Config, imageUrl: string): string | null {
  for (const prefix of [`${config.publicFilesUrl}/`, `${FILES_PATH}/`]) {
    if (imageUrl.startsWith(prefix)) {
      const key = imageUrl.slice(prefix.length);
      return key.length > 0 && !key.includes('/') && !key.includes('?') ? key : null;
    }
  }
  return null;
}

/**
 * The stored address of an image this advertiser uploaded, or null when the address names no upload of theirs
 * (somebody else's banner, an outside image, a made-up key).
 */
export async function ownUploadUrl(
  db: Db | Tx,
  config: Config,
  ownerId: number,
  imageUrl: string,
): Promise<string | null> {
  const key = keyOfImageUrl(config, imageUrl);
  if (!key) return null;
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row ? publicFileUrl(config, row.key) : null;
}
