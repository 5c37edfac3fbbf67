import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { PHOTO_FILE, photoPrefix } from './profile-photo.ts';

const LINK_SECONDS = 3600;

/**
 * GET /users/{id}/photo/{file} (public, like the CDN address it stands for): a redirect to a
 * short-lived link to the stored photo. Only the user's current photo answers; an old one is a 404.
 */
export async function getProfilePhoto(deps: Deps, userId: string, file: string) {
  const notFound = new AppError('NOT_FOUND', 'Photo not found');
  if (!PHOTO_FILE.test(file)) throw notFound;
  const user = (await UserEntity.get({ userId }).go()).data;
  const key = `${photoPrefix(userId)}${file}`;
  if (user?.photoKey !== key) throw notFound;
  return { location: await deps.blobs.presignGet(key, LINK_SECONDS), maxAgeSeconds: LINK_SECONDS - 300 };
}
