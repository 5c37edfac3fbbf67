import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import type { TPresignedUrlRequest } from '@outreach/shared/schemas/uploads';
import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';

/** Uploads live under the team's prefix, so a key names its tenant and cannot reach another's file. */
const prefixOf = (teamId: string) => `uploads/${teamId}/`;

function safeName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';
}

/** POST /uploads/presigned-url: a 15-minute PUT URL for one file, its key and its public URL. */
export async function createPresignedUrl(deps: Deps, teamId: string, req: TPresignedUrlRequest) {
  const key = `${prefixOf(teamId)}${ulid(deps.clock.now())}/${safeName(req.filename)}`;
  const p = await deps.blobs.presignPut(key, req.mimetype, 900);
  return { signed_url: p.url, key: p.key, url: p.publicUrl, maxBytes: fileMaxBytes };
}

/** The text of a file the team uploaded; another team's key or a missing file is a 404. */
export async function readUpload(deps: Deps, teamId: string, key: string): Promise<string> {
  if (!key.startsWith(prefixOf(teamId)) || key.includes('..'))
    throw new AppError('NOT_FOUND', 'File not found');
  let text: string;
  try {
    text = await deps.blobs.getText(key);
  } catch {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  if (text.length > fileMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', 'You cannot upload file of size more than 10 Mb');
  return text;
}
