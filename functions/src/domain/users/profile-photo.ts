import { AppError } from '@outreach/shared/errors';
import { profileMessages, type TPhotoUploadRequest } from '@outreach/shared/schemas/profile';
import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';

const extensions: Record<TPhotoUploadRequest['mimetype'], string> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** Profile photos live under `avatars/<userId>/`: the key names its owner and cannot reach another's. */
export const photoPrefix = (userId: string) => `avatars/${userId}/`;
/** `<ulid>.<ext>`: the only file names a photo can have. */
export const PHOTO_FILE = /^[0-9A-HJKMNP-TV-Z]{26}\.(gif|jpg|png|bmp|webp)$/;
/** The photo's stable address: our API answers it with a short-lived S3 link (no port or bucket stored). */
export const photoUrl = (userId: string, file: string) => `/api/v1/users/${userId}/photo/${file}`;

/** POST /users/me/photo-upload-url: a 15-minute PUT URL for one image of the declared size. */
export async function createPhotoUpload(deps: Deps, userId: string, req: TPhotoUploadRequest) {
  const key = `${photoPrefix(userId)}${ulid(deps.clock.now())}.${extensions[req.mimetype]}`;
  const p = await deps.blobs.presignPut(key, req.mimetype, 900, req.size);
  return { signed_url: p.url, key: p.key };
}

/** Checks a key the client says it uploaded: the caller's own prefix, a photo name, and stored. */
export async function checkPhotoKey(deps: Deps, userId: string, key: string): Promise<string> {
  const prefix = photoPrefix(userId);
  const file = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  if (!PHOTO_FILE.test(file) || (await deps.blobs.size(key).catch(() => null)) === null)
    throw new AppError('BAD_REQUEST', profileMessages.photoKey);
  return file;
}
