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

/** A file whose first bytes are a PNG's, with the size its header gives (the recommended 960x150 unless told),
 *  whatever its name says. */
export function aPngFile(name = 'banner.png', size = { width: 960, height: 150 }): File {
  const header = new Uint8Array(PNG_SIGNATURE.length + 8);
  header.set(PNG_SIGNATURE);
  const view = new DataView(header.buffer);
  view.setUint32(PNG_SIGNATURE.length, size.width);
  view.setUint32(PNG_SIGNATURE.length + 4, size.height);
  return new File([header], name, { type: 'image/png' });
}

/** Test-only: jsdom has no image decoder (`createImageBitmap`), which every browser has. This stand-in reads the
 *  size from a PNG's header, as a decoder would before the pixels, and fails for anything else, like a browser
 *  that cannot decode the file. */
export function installImageDecoder(): void {
  const original = Reflect.get(globalThis, 'createImageBitmap');
  beforeAll(() => {
    Reflect.set(globalThis, 'createImageBitmap', async (image: Blob) => {
      const bytes = new Uint8Array(await image.arrayBuffer());
      const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
      if (!isPng || bytes.byteLength < PNG_SIGNATURE.length + 8) {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return {
        width: view.getUint32(PNG_SIGNATURE.length),
        height: view.getUint32(PNG_SIGNATURE.length + 4),
        close: () => undefined,
      };
    });
  });
  afterAll(() => {
    Reflect.set(globalThis, 'createImageBitmap', original);
  });
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
