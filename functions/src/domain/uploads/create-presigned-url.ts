import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import { decodeCsvBytes } from '@outreach/shared/rules/outreach/csv-bytes';
import {
  PUBLIC_BLOB_PREFIX,
  type TPresignedUrl,
  uploadMaxBytes,
  uploadMessages,
} from '@outreach/shared/schemas/uploads';
import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';

/**
 * Uploads live under `uploads/<teamId>/`: the key names its tenant and cannot reach another's file,
 * and the bucket's lifecycle rule expires everything under `uploads/` (they are imports, read once).
 */
const prefixOf = (teamId: string) => `uploads/${teamId}/`;
/**
 * Kept files (template attachments, post media) live outside `uploads/`, so they do not expire; a
 * signature's image is kept under the public prefix, which the CDN serves to mail clients.
 */
const keptPrefix = {
  attachment: 'attachments',
  media: 'media',
  signature: `${PUBLIC_BLOB_PREFIX}signatures`,
} as const;
/** The prefix of a team's kept files of one kind: a stored `file_uri` must start with it. */
export const keptPrefixOf = (kind: keyof typeof keptPrefix, teamId: string) =>
  `${keptPrefix[kind]}/${teamId}/`;

function safeName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';
}

/**
 * POST /uploads/presigned-url: a 15-minute PUT URL for one file of the declared size (signed as its
 * Content-Length), its key and its public URL.
 */
export async function createPresignedUrl(deps: Deps, teamId: string, req: TPresignedUrl) {
  const prefix = req.purpose === 'import' ? prefixOf(teamId) : keptPrefixOf(req.purpose, teamId);
  const key = `${prefix}${ulid(deps.clock.now())}/${safeName(req.filename)}`;
  const p = await deps.blobs.presignPut(key, req.mimetype, 900, req.size);
  return { signed_url: p.url, key: p.key, url: p.publicUrl, maxBytes: uploadMaxBytes[req.purpose] };
}

/**
 * The text of a file the team uploaded (decoded as spreadsheets save it); another team's key or a missing file is a 404. The size is
 * checked (HeadObject) before reading, and the read itself is bounded, so a file larger than
 * `maxBytes` is refused however it got there (the local S3 stand-in does not check signatures).
 */
export async function readUpload(deps: Deps, teamId: string, key: string, maxBytes = fileMaxBytes) {
  const notFound = new AppError('NOT_FOUND', 'File not found');
  if (!key.startsWith(prefixOf(teamId)) || key.includes('..')) throw notFound;
  const size = await deps.blobs.size(key).catch(() => null);
  if (size === null) throw notFound;
  if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  // A ranged GET of an empty object is a 416.
  if (size === 0) return '';
  let bytes: Uint8Array;
  try {
    bytes = await deps.blobs.getBytes(key, maxBytes + 1);
  } catch {
    throw notFound;
  }
  if (bytes.byteLength > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  // Spreadsheets save UTF-8, UTF-16 ("Unicode Text") or Windows-1252; the BOM is dropped.
  return decodeCsvBytes(bytes);
}
