import { Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2...); AWS's own when unset. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle?: boolean;
}

/** Each part of a multipart upload; S3's smallest. A 500 MB draft is a hundred of them, four on the way at once. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in S3-compatible storage (`S3_*`), for several instances sharing their files. Writes stream
 * through a multipart upload (never the whole file in memory); reads stream the object's body.
 * Checksums are computed only where S3 requires them, so S3-compatible services that do not know the
 * newer ones accept the uploads.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, body) {
      let size = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      body.once('error', (error) => counted.destroy(error));
      await new Upload({
        client,
        params: { Bucket: options.bucket, Key: key, Body: counted },
        partSize: PART_BYTES,
        queueSize: 4,
        leavePartsOnError: false,
      }).done();
      return size;
    },
    async open(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`No body for ${key}`);
      return object.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
