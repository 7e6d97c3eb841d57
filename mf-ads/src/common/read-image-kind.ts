/** The real type of a chosen banner, read from its first bytes (SPEC §5), so a file renamed to .png cannot pass
 *  as an image. The form checks it on selection and the upload reads it again for the `fileType` it sends. */
import { type AllowedImageKind } from 'shared-contracts';
import { IMAGE_SNIFF_BYTES, isAllowedImageKind, sniffImageType } from 'shared-contracts/api';

/** Enough bytes for every signature sniffImageType knows (it needs IMAGE_SNIFF_BYTES). */
const BYTES_TO_READ = Math.max(16, IMAGE_SNIFF_BYTES);

/** png, jpeg or webp; null for anything else (gif included: it is recognised but not sold). Rejects when the
 *  browser cannot read the file (moved or deleted after it was chosen). */
export async function readImageKind(file: Blob): Promise<AllowedImageKind | null> {
  const bytes = new Uint8Array(await file.slice(0, BYTES_TO_READ).arrayBuffer());
  const kind = sniffImageType(bytes);
  return isAllowedImageKind(kind) ? kind : null;
}
