/** POST /s3/ (signed in): the banner upload of SPEC §7. The body is multipart (file, key, fileType); the
 *  server sniffs the file's bytes itself and stores it under a key it chooses, so `key` stays empty. */
import * as v from 'valibot';
import { IMAGE_TYPES } from '../../limits';
import { messageRef } from '../../validation/issues';
import { ImageUrlSchema } from './ad';

/** The text fields beside the file part. `fileType` is the extension the client read (jpeg, jpg, png, webp). */
export const UploadFieldsSchema = v.object({
  key: v.optional(v.literal(''), ''),
  fileType: v.picklist(IMAGE_TYPES, messageRef('validation.file-type')),
});
export type UploadFields = v.InferOutput<typeof UploadFieldsSchema>;

/** The stored image's public address, already rewritten to the public data host (or a same-origin path). */
export const UploadResponseSchema = v.object({ url: ImageUrlSchema });
export type UploadResponse = v.InferOutput<typeof UploadResponseSchema>;
