import { usersRoutes } from '@outreach/shared/routes/users';
import { updateProfile } from '../../domain/users/update-profile.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'PATCH /users/update', ({ auth, body, deps }) =>
  updateProfile(deps, auth.userId, body),
);
