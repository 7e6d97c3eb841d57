/** The production file store: an S3-compatible bucket (AWS S3, MinIO, R2…) named by S3_BUCKET, with S3_ENDPOINT
 *  for non-AWS services (path-style addressing then). Objects carry their type and a long cache lifetime; GET
 *  /api/files/:key can stream them when PUBLIC_FILES_URL does not point browsers at the bucket directly. */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const where = options.endpoint ? `${options.endpoint}/${options.bucket}` : `s3://${options.bucket}`;

  return {
    kind: 's3',
    description: `the bucket ${where}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers success for a key it does not hold, which is what a retried removal needs.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
