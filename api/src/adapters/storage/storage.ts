/** What the API needs from a file store: keep an uploaded banner under a key, hand it back for GET
 *  /api/files/:key, and remove it once no ad uses it (jobs/remove-unused-uploads.ts). A folder under DATA_DIR is
 *  the default; an S3-compatible bucket is used when S3_BUCKET is set.
 *  Keys are chosen by the API (never by the uploader), so implementations may trust their shape. */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AllowedImageKind } from 'shared-contracts';

export type StoredFile = {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it without reading the file. */
  size: number | undefined;
};

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** One line for the start-up log: where files go. */
  readonly description: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error, so a removal that is retried finds nothing to do. */
  delete(key: string): Promise<void>;
}

/** A key never changes content, so every cache may keep a file for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys are a random UUID and the extension of the sniffed type: unguessable, flat (no folders, no traversal), and
 *  enough to know the content type without a database lookup. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const satisfies Record<
  AllowedImageKind,
  string
>;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function newFileKey(kind: AllowedImageKind): string {
  return `${randomUUID()}.${EXTENSIONS[kind]}`;
}

export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The content type a key's extension stands for, or null for a value that is not a key. */
export function contentTypeForKey(key: string): string | null {
  const extension = KEY_PATTERN.exec(key)?.[1];
  return extension ? (CONTENT_TYPES[extension] ?? null) : null;
}
