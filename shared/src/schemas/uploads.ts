// The presigned-URL service (spec 1 §7 signature upload, spec 3 §7 file upload).
import * as z from 'zod';
import { fileMaxBytes, postImageMaxBytes, postVideoMaxBytes } from '../constants/outreach.ts';

export const uploadMessages = {
  /** Spec 3 §5, inbox attachments: the one size message the spec has. */
  tooLarge: 'You cannot upload file of size more than 10 Mb',
  sizeRequired: 'Please give the file size in bytes',
} as const;

export const uploadPurposes = ['import', 'attachment', 'media'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
/** Largest file per purpose: 10 MB, except post media (the largest video or image any network takes). */
export const uploadMaxBytes: Record<UploadPurpose, number> = {
  import: fileMaxBytes,
  attachment: fileMaxBytes,
  media: Math.max(...Object.values(postVideoMaxBytes), ...Object.values(postImageMaxBytes)),
};

/**
 * POST /uploads/presigned-url {filename, mimetype, size} → {signed_url, key, url, maxBytes}. The
 * spec's call has filename and mimetype; `size` (ours) is signed into the PUT URL as its
 * Content-Length, so storage refuses a body of another size. Messages ours except `tooLarge`.
 */
export const ZPresignedUrlRequest = z
  .object({
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
      .max(uploadMaxBytes.media, uploadMessages.tooLarge),
    /**
     * OURS. `import` (default): a CSV read once, kept under `uploads/` which expires. `attachment`: a
     * template or message attachment (10 MB, kept). `media`: a post's image or video, kept; its cap is
     * the largest of the spec's media sizes, and each network's own rule is checked on the post.
     */
    purpose: z.enum(uploadPurposes).default('import'),
  })
  .superRefine((v, ctx) => {
    if (v.size > uploadMaxBytes[v.purpose])
      ctx.addIssue({ code: 'custom', path: ['size'], message: uploadMessages.tooLarge });
  });
/** What a client sends (`purpose` may be left out). */
export type TPresignedUrlRequest = z.input<typeof ZPresignedUrlRequest>;
/** The parsed request. */
export type TPresignedUrl = z.output<typeof ZPresignedUrlRequest>;
