import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../../lib/aws-clients.ts';
import type { BlobStore } from '../../ports/blob-store.ts';

export function s3BlobStore(bucket: string, publicBaseUrl?: string): BlobStore {
  const publicUrl = (key: string) =>
    publicBaseUrl ? `${publicBaseUrl.replace(/\/$/, '')}/${key}` : `s3://${bucket}/${key}`;
  return {
    async presignPut(key, contentType, expiresIn = 900) {
      const url = await getSignedUrl(
        s3Client(),
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        { expiresIn },
      );
      return { url, key, publicUrl: publicUrl(key) };
    },
    async presignGet(key, expiresIn = 900) {
      return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
    },
    async getText(key) {
      const res = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await res.Body?.transformToString('utf-8')) ?? '';
    },
    async putText(key, body, contentType = 'text/plain') {
      await s3Client().send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
  };
}
