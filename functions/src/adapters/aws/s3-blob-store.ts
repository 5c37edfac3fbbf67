import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobStore } from '../../ports/blob-store.ts';

let s3: S3Client | undefined;

/** Created once per process; AWS_ENDPOINT_URL_S3 points it at a stand-in (path-style URLs there). */
export function s3Client(): S3Client {
  const custom = Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL);
  // WHEN_REQUIRED: otherwise presigned PUT URLs carry the CRC32 of an empty body and S3 refuses the upload.
  s3 ??= new S3Client({ forcePathStyle: custom, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}

export function s3BlobStore(bucket: string, publicBaseUrl?: string): BlobStore {
  const publicUrl = (key: string) =>
    publicBaseUrl ? `${publicBaseUrl.replace(/\/$/, '')}/${key}` : `s3://${bucket}/${key}`;
  return {
    async presignPut(key, contentType, expiresIn = 900, contentLength) {
      // ContentLength becomes a signed header (X-Amz-SignedHeaders=content-length;host): S3 answers
      // 403 to a PUT of any other length.
      const url = await getSignedUrl(
        s3Client(),
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: contentLength,
        }),
        { expiresIn, signableHeaders: contentLength === undefined ? undefined : new Set(['content-length']) },
      );
      return { url, key, publicUrl: publicUrl(key) };
    },
    async presignGet(key, expiresIn = 900) {
      return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
    },
    async size(key) {
      try {
        const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (e) {
        const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (e as Error).name === 'NotFound') return null;
        throw e;
      }
    },
    async getText(key, maxBytes) {
      const res = await s3Client().send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: maxBytes === undefined ? undefined : `bytes=0-${maxBytes - 1}`,
        }),
      );
      return (await res.Body?.transformToString('utf-8')) ?? '';
    },
    async getBytes(key, maxBytes) {
      const res = await s3Client().send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: maxBytes === undefined ? undefined : `bytes=0-${maxBytes - 1}`,
        }),
      );
      return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
    },
    async putText(key, body, contentType = 'text/plain') {
      await s3Client().send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
  };
}
