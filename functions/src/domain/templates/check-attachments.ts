import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import type { Deps } from '../../ports/deps.ts';
import { keptPrefixOf } from '../uploads/create-presigned-url.ts';

/** The spec's internal upload failure text (spec 3 §8). */
export const attachmentMissingMessage = "Couldn't upload the file!";

/**
 * Attachments reference files the team uploaded with purpose `attachment`: another team's key or a
 * missing file is refused, and a stored file over 10 MB too (the local S3 does not check signatures).
 */
export async function checkAttachments(
  deps: Deps,
  teamId: string,
  attachments: readonly { file_uri: string; file_name: string }[],
): Promise<void> {
  const prefix = keptPrefixOf('attachment', teamId);
  for (const a of attachments) {
    if (!a.file_uri.startsWith(prefix) || a.file_uri.includes('..'))
      throw new AppError('BAD_REQUEST', attachmentMissingMessage);
    const size = await deps.blobs.size(a.file_uri).catch(() => null);
    if (size === null) throw new AppError('BAD_REQUEST', attachmentMissingMessage);
    if (size > fileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  }
}
