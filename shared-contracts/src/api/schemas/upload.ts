/** POST /s3/ (signed in): the banner upload of the endpoint table. The body is multipart (file, key, fileType); the
 *  server reads the file's bytes itself (type, then the whole picture) and stores it under a key it chooses, so
 *  `key` stays empty. */
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

/** A picture's side in pixels, as the API decoded it. */
const PixelsSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * The stored image's public address, already rewritten to the public data host (or a same-origin path), and its
 * size in pixels as the API decoded it (after the EXIF orientation, as browsers show it). The API always sends the
 * size; it is optional here only so a remote built now still reads the answer of an API from before it.
 */
export const UploadResponseSchema = v.object({
  url: ImageUrlSchema,
  width: v.optional(PixelsSchema),
  height: v.optional(PixelsSchema),
});
export type UploadResponse = v.InferOutput<typeof UploadResponseSchema>;
