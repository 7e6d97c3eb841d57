/** The size in pixels of a chosen banner, as the browser shows it (after a camera's EXIF orientation), read by
 *  the browser's own decoder when the file is chosen, so the form can warn before anything is uploaded or paid.
 *  Null when the browser cannot decode it here (the API, which decodes every upload, decides whether it is a
 *  usable image). */

export type ImageSize = { width: number; height: number };

export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof globalThis.createImageBitmap !== 'function') return null;
  try {
    const bitmap = await globalThis.createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
