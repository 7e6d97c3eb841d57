/** The embedded file store: one file per key in a folder (DATA_DIR/uploads by default), written atomically so a
 *  reader never sees half a banner. Nothing touches the disk until the first upload. */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentTypeForKey, type FileStorage } from './storage';

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  );
}

export function createDiskStorage(folder: string): FileStorage {
  const root = path.resolve(folder);
  // Only generated keys (a UUID and an extension, no separators) name a file, so no path can leave the folder.
  const fileFor = (key: string): string | null => (contentTypeForKey(key) ? path.join(root, key) : null);

  return {
    kind: 'disk',
    description: `the folder ${root}`,
    async put(key, bytes) {
      const file = fileFor(key);
      if (!file) throw new Error(`refusing to store an unsafe key: ${key}`);
      await mkdir(root, { recursive: true });
      const partial = path.join(root, `.${randomUUID()}.partial`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    },
    async get(key) {
      const file = fileFor(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypeForKey(key) ?? 'application/octet-stream',
          size: info.size,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // An unsafe key names no file this store ever wrote, so there is nothing to remove.
      const file = fileFor(key);
      if (!file) return;
      try {
        await unlink(file);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
