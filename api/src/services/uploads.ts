/** Banner uploads (docs/product.md, Forms and their limits; POST /s3/): the claimed type is read from the bytes by file-type, never from the name or
 *  the declared type, and then the whole image is decoded (sharp, decision 0013), so only a file that really is a
 *  png, jpeg or webp picture is kept, and its dimensions are known. The file is stored under a key the API
 *  generates, and the uploads table remembers who sent it, so an ad can only use an image its own advertiser
 *  uploaded. */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { type AllowedImageKind } from 'shared-contracts';
import { IMAGE_MIME_TYPES, bannerKindOf } from 'shared-contracts/api';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { isFileKey, newFileKey, type FileStorage } from '../adapters/storage/storage';
import * as uploadRepository from '../repositories/uploads';
import type { Failure, Outcome } from './outcome';

/** Each upload is decoded once; libvips' operation cache would only hold on to memory. */
sharp.cache(false);

/** Far above any banner (960x150 is 0.14 megapixels) and any camera picture, yet it keeps a small file that
 *  unpacks into a huge picture (a decompression bomb) from tying up the decoder. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export type UploadDeps = { db: Db; storage: FileStorage; config: Config };

/** The path under which GET /api/files/:key serves stored files on the API's own origin. */
export const FILES_PATH = '/api/files';

export function publicFileUrl(config: Config, key: string): string {
  return `${config.publicFilesUrl}/${key}`;
}

export type ImageSize = { width: number; height: number };

export type StoredUpload = Outcome<
  { url: string; key: string } & ImageSize,
  Failure<'UNSUPPORTED_MEDIA_TYPE' | 'UNREADABLE_IMAGE' | 'TOO_MANY_PIXELS'>
>;

type DecodedImage = { ok: true; kind: AllowedImageKind } & ImageSize;
type Refused = Extract<StoredUpload, { ok: false }>;

/**
 * Reads the whole picture: the header for its format and size, then every pixel, so a file that only starts like
 * an image (a bare header, a file cut short, damaged data) is refused. The size is the one shown, after the EXIF
 * orientation a camera records, as browsers display it.
 */
async function decodeImage(bytes: Uint8Array, claimed: AllowedImageKind): Promise<DecodedImage | Refused> {
  // 'error' refuses damaged or truncated data but lets through the harmless warnings many cameras' files raise.
  // The pixel bound is checked below, so that a too-large picture gets its own message.
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: false, sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    return { ok: false, code: 'UNREADABLE_IMAGE' };
  }
  const { width, height } = metadata.autoOrient;
  if (metadata.format !== claimed) return { ok: false, code: 'UNREADABLE_IMAGE' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, code: 'TOO_MANY_PIXELS' };
  try {
    // stats() makes libvips decode every pixel, one strip at a time, and keep nothing.
    await image.stats();
  } catch {
    return { ok: false, code: 'UNREADABLE_IMAGE' };
  }
  return { ok: true, kind: claimed, width, height };
}

export async function storeUpload(
  deps: UploadDeps,
  ownerId: number,
  bytes: Uint8Array,
): Promise<StoredUpload> {
  const claimed = bannerKindOf((await fileTypeFromBuffer(bytes))?.mime);
  if (!claimed) return { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE' };
  const image = await decodeImage(bytes, claimed);
  if (!image.ok) return image;
  const key = newFileKey(image.kind);
  const contentType = IMAGE_MIME_TYPES[image.kind];
  await deps.storage.put(key, bytes, contentType);
  await uploadRepository.insertUpload(deps.db, {
    key,
    ownerId,
    contentType,
    sizeBytes: bytes.byteLength,
    width: image.width,
    height: image.height,
  });
  return { ok: true, url: publicFileUrl(deps.config, key), key, width: image.width, height: image.height };
}

/** The key an image address names: the public address POST /s3/ answered with, or the same file by its path on
 *  the portal's own origin. Null for anything else (another host, another path). */
export function keyOfImageUrl(config: Config, imageUrl: string): string | null {
  for (const prefix of [`${config.publicFilesUrl}/`, `${FILES_PATH}/`]) {
    if (imageUrl.startsWith(prefix)) {
      // Only a key as the store makes them: any other text (a NUL, which PostgreSQL refuses in a query) names no
      // upload.
      const key = imageUrl.slice(prefix.length);
      return isFileKey(key) ? key : null;
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
  return (await uploadRepository.isUploadOf(db, ownerId, key)) ? publicFileUrl(config, key) : null;
}

// --- Removing unused uploads (jobs/remove-unused-uploads.ts, decision 0027) ------------------------------------

/** How long an upload may wait for the ad that will use it. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
/** At most this many files per run, so a large backlog is worked off over several runs. */
const REMOVAL_BATCH_SIZE = 500;

export type RemoveUnusedUploadsDeps = { db: Db; storage: FileStorage };
export type RemovedUploads = { removed: string[]; failed: { key: string; error: unknown }[] };

/**
 * Removes one candidate: the row first, then the file, in one transaction, so a file the store could not remove
 * keeps its row and is tried again on the next run. Whether an ad uses the key is checked again inside, since an
 * application may have claimed the upload after the candidates were listed.
 */
function removeOne(deps: RemoveUnusedUploadsDeps, key: string, cutoff: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await uploadRepository.deleteUnusedUpload(tx, key, cutoff))) return false;
    await deps.storage.delete(key);
    return true;
  });
}

/** Removes every upload older than a day (before `now`) that no existing ad (of any status) uses, file and row;
 *  reports what went and what the store could not remove. */
export async function removeUnusedUploads(
  deps: RemoveUnusedUploadsDeps,
  now: Date = new Date(),
): Promise<RemovedUploads> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const candidates = await uploadRepository.listUnusedUploadKeys(deps.db, cutoff, REMOVAL_BATCH_SIZE);
  const result: RemovedUploads = { removed: [], failed: [] };
  for (const key of candidates) {
    try {
      if (await removeOne(deps, key, cutoff)) result.removed.push(key);
    } catch (error) {
      result.failed.push({ key, error });
    }
  }
  return result;
}
