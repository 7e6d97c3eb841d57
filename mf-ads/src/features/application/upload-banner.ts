/** POST /s3/ (the endpoint table), the first step of both ad forms' submissions: stores a banner and gives back its
 *  public address. Multipart with the file, an empty key (the server picks it) and the extension read from the file's
 *  bytes, not from its name. */
import {
  UNKNOWN_ERROR_TEXT,
  type AllowedImageKind,
  type ApiClient,
  type ApiResult,
  type ImageType,
} from 'shared-contracts';
import { readImageKind } from '../../common/read-image-kind';

const FILE_TYPES: Record<AllowedImageKind, ImageType> = { png: 'png', jpeg: 'jpeg', webp: 'webp' };

export async function uploadBanner(api: ApiClient, file: File): Promise<ApiResult<string>> {
  const kind = await readImageKind(file).catch(() => null);
  // The form refuses such files on selection; this only guards a file changed on disk since then.
  if (kind === null) {
    return { ok: false, error: { status: 0, code: 'UNSUPPORTED_MEDIA_TYPE', message: UNKNOWN_ERROR_TEXT } };
  }
  const body = new FormData();
  body.append('file', file);
  body.append('key', '');
  body.append('fileType', FILE_TYPES[kind]);
  const result = await api.uploads.image(body);
  return result.ok ? { ok: true, data: result.data.url } : result;
}
