import { usersRoutes } from '@outreach/shared/routes/users';
import { createPhotoUpload } from '../../domain/users/profile-photo.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'POST /users/me/photo-upload-url', ({ auth, body, deps }) =>
  createPhotoUpload(deps, auth.userId, body),
);
