/** The real type of a chosen banner, read by file-type from its first bytes (docs/product.md, Forms and their limits), so a file
 *  renamed to .png cannot pass as an image. The form checks it on selection and the upload reads it again for the
 *  `fileType` it sends. file-type loads with the first file chosen, never with the page. */
import { type AllowedImageKind } from 'shared-contracts';
import { IMAGE_DETECTION_BYTES, bannerKindOf } from 'shared-contracts/api';

/** png, jpeg or webp; null for anything else (gif included). Rejects when the browser cannot read the file (moved
 *  or deleted after it was chosen). */
export async function readImageKind(file: Blob): Promise<AllowedImageKind | null> {
  const [{ fileTypeFromBuffer }, bytes] = await Promise.all([
    import(/* webpackChunkName: "file-type" */ 'file-type'),
    file.slice(0, IMAGE_DETECTION_BYTES).arrayBuffer(),
  ]);
  return bannerKindOf((await fileTypeFromBuffer(new Uint8Array(bytes)))?.mime);
}
