/** Test-only: jsdom's File has no arrayBuffer(), cannot go into Node's FormData and cannot become a blob: URL,
 *  while every browser's File can. Tests swap in Node's File, which behaves like the browser's, for their run. */
import { File as NodeFile } from 'node:buffer';

export function installNodeFile(): void {
  const jsdomFile = globalThis.File;
  beforeAll(() => {
    // Safe: Node's File implements the browser File interface the code under test uses.
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.File = jsdomFile;
  });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** A file whose first bytes are a PNG's, whatever its name says. */
export function aPngFile(name = 'banner.png'): File {
  return new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });
}

/** A file named and typed like a PNG whose bytes are plain text. */
export function aFakePngFile(name = 'banner.png'): File {
  return new File(['this is not an image at all'], name, { type: 'image/png' });
}

/** A file the browser cannot read (moved or deleted after it was chosen). */
export function anUnreadableFile(name = 'banner.png'): File {
  const file = aPngFile(name);
  Object.defineProperty(file, 'slice', {
    value: () => ({
      arrayBuffer: () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError')),
    }),
  });
  return file;
}
