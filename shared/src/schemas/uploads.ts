// The presigned-URL service (spec 1 §7 signature upload, spec 3 §7 file upload).
import * as z from 'zod';
import { fileMaxBytes } from '../constants/outreach.ts';

export const uploadMessages = {
  /** Spec 3 §5, inbox attachments: the one size message the spec has. */
  tooLarge: 'You cannot upload file of size more than 10 Mb',
  sizeRequired: 'Please give the file size in bytes',
} as const;

/**
 * POST /uploads/presigned-url {filename, mimetype, size} → {signed_url, key, url, maxBytes}. The
 * spec's call has filename and mimetype; `size` (ours) is signed into the PUT URL as its
 * Content-Length, so storage refuses a body of another size. Messages ours except `tooLarge`.
 */
export const ZPresignedUrlRequest = z.object({
  filename: z.string().trim().min(1, 'Please choose a file').max(255),
  mimetype: z
    .string()
    .trim()
    .min(1)
    .max(127)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'Unsupported file type'),
  size: z.coerce
    .number({ error: uploadMessages.sizeRequired })
    .int(uploadMessages.sizeRequired)
    .min(0, uploadMessages.sizeRequired)
    .max(fileMaxBytes, uploadMessages.tooLarge),
});
export type TPresignedUrlRequest = z.infer<typeof ZPresignedUrlRequest>;
