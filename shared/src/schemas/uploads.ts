// The presigned-URL service (spec 1 §7 signature upload, spec 3 §7 file upload).
import * as z from 'zod';

/** POST /uploads/presigned-url {filename, mimetype} → {signed_url, key, url}. Messages ours. */
export const ZPresignedUrlRequest = z.object({
  filename: z.string().trim().min(1, 'Please choose a file').max(255),
  mimetype: z
    .string()
    .trim()
    .min(1)
    .max(127)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'Unsupported file type'),
});
export type TPresignedUrlRequest = z.infer<typeof ZPresignedUrlRequest>;
