import type { TUpdateProfileRequest } from '@outreach/shared/schemas/profile';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { getMe } from './get-me.ts';
import { checkPhotoKey, photoUrl } from './profile-photo.ts';

/** PATCH /users/update: first and last name, and the photo (an uploaded key, or null to remove it). */
export async function updateProfile(deps: Deps, userId: string, req: TUpdateProfileRequest) {
  const now = deps.clock.now();
  const op = UserEntity.patch({ userId });
  if (req.photoKey === null) {
    await op
      .set({ firstName: req.firstName, lastName: req.lastName, updatedAt: now })
      .remove(['photoKey', 'profilePictureUrl'])
      .go();
  } else if (req.photoKey) {
    const file = await checkPhotoKey(deps, userId, req.photoKey);
    await op
      .set({
        firstName: req.firstName,
        lastName: req.lastName,
        photoKey: req.photoKey,
        profilePictureUrl: photoUrl(userId, file),
        updatedAt: now,
      })
      .go();
  } else {
    await op.set({ firstName: req.firstName, lastName: req.lastName, updatedAt: now }).go();
  }
  return getMe(deps, userId);
}
