import type { TPresignedUrlRequest } from '@outreach/shared/schemas/uploads';
import { api } from '../../api/apiClient.ts';

export interface PresignedUpload {
  signed_url: string;
  key: string;
  url: string;
  maxBytes?: number;
}

/**
 * The presigned-URL service (spec 3 §7 "File upload"): ask for a URL for this file's size (signed
 * as its Content-Length, so storage takes no other), then PUT the file to it.
 */
export async function uploadFile(file: File): Promise<PresignedUpload> {
  const mimetype = file.type || 'text/csv';
  const req: TPresignedUrlRequest = { filename: file.name, mimetype, size: file.size };
  const presigned = await api.post<PresignedUpload>('/uploads/presigned-url', req);
  const res = await fetch(presigned.signed_url, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': mimetype },
  });
  if (!res.ok) throw new Error(`Upload failed with ${res.status}`);
  return presigned;
}
