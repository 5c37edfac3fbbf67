import { emailAttachmentsMaxBytes, emailAttachmentsTooLarge } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { attachmentMissingMessage, checkAttachments } from '../templates/check-attachments.ts';

type FileRef = { file_uri: string; file_name: string };

/**
 * The files of a sequence's steps must be the team's own uploads (purpose `attachment`, at most
 * 10 MB each), and one step's files at most `emailAttachmentsMaxBytes` together: they all go out with
 * one email. Checked before anything is written.
 */
export async function assertStepAttachments(deps: Deps, teamId: string, touchSequence: unknown) {
  const steps = ((touchSequence as { sequence?: { attachments?: FileRef[] }[] } | undefined)?.sequence ??
    []) as { attachments?: FileRef[] }[];
  for (const step of steps) {
    const files = step.attachments ?? [];
    if (files.length === 0) continue;
    await checkAttachments(deps, teamId, files);
    let total = 0;
    for (const f of files) {
      const size = await deps.blobs.size(f.file_uri);
      if (size === null) throw new AppError('BAD_REQUEST', attachmentMissingMessage);
      total += size;
    }
    if (total > emailAttachmentsMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', emailAttachmentsTooLarge);
  }
}
