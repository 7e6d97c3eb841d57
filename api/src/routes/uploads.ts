/** POST /api/s3/ (the endpoint table): the banner upload, multipart with `file`, `key` (empty) and `fileType`. The file
 *  may be up to 10,000,000 bytes (413 beyond), must start like a png, jpeg or webp (415 otherwise) and must decode as
 *  one whole picture (400 naming the `file` field otherwise: a bare header, a file cut short, damaged data, too
 *  many pixels). It is stored under a name the API picks, and the answer carries its address and its size in
 *  pixels. Each advertiser may upload RATE_LIMIT_UPLOAD_MAX files per window (429 beyond), so one account cannot
 *  fill the store. Multipart is parsed only in this plugin, so every other route keeps the small JSON body limit. */
import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from 'shared-contracts';
import { localize, validate, ENDPOINTS, UploadFieldsSchema } from 'shared-contracts/api';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { badRequest, httpError, HttpError, invalidInput } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { uploadRateLimit } from '../plugins/rate-limit';
import { signedIn } from '../plugins/session';
import { MAX_IMAGE_PIXELS, storeUpload, type StoredUpload } from '../services/uploads';

/** Field names and values are tiny; these limits stop a form from carrying anything but one file and two fields. */
const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  fieldNameSize: 64,
};

type Received = { file: Buffer | null; fields: Record<string, string> };

/** A refused file as the answer says it: the type is a 415, a picture that cannot be used a 400 on `file`. */
function refusal(code: Extract<StoredUpload, { ok: false }>['code']): HttpError {
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return httpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const text =
    code === 'TOO_MANY_PIXELS'
      ? localize('validation.image-too-many-pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 })
      : localize('validation.image-unreadable');
  return new HttpError(400, 'VALIDATION', text, { file: text });
}

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** Reads every part: the one file into memory (at most MAX_IMAGE_BYTES) and the text fields. */
async function receive(request: FastifyRequest): Promise<Received> {
  const received: Received = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') received.file = bytes;
      } else if (typeof part.value === 'string') {
        received.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw httpError(413, 'PAYLOAD_TOO_LARGE');
    // Only parsing happens here: a second file, too many fields or a body cut short is the sender's mistake.
    request.log.info({ err: error }, 'an unreadable multipart body');
    throw badRequest();
  }
  return received;
}

export const uploadRoutes: RoutePlugin = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.log.info(`uploaded banners go to ${app.adapters.storage.description}`);

  registerEndpoint(
    app,
    ENDPOINTS.uploads.image,
    async (request) => {
      const advertiser = signedIn(request);
      if (!request.isMultipart()) throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'api.invalid-request');
      const { file, fields } = await receive(request);
      const checked = validate(UploadFieldsSchema, fields);
      if (!checked.ok) throw invalidInput(checked.fields);
      if (!file || file.byteLength === 0) {
        throw new HttpError(400, 'VALIDATION', undefined, { file: localize('validation.upload-image') });
      }
      const stored = await storeUpload(
        { db: app.db, storage: app.adapters.storage, config: app.config },
        advertiser.id,
        file,
      );
      if (!stored.ok) throw refusal(stored.code);
      const { key, url, width, height } = stored;
      request.log.info({ key, bytes: file.byteLength, width, height }, 'banner stored');
      return { url, width, height };
    },
    { config: uploadRateLimit(app.config) },
  );
};
