import { usersRoutes } from '@outreach/shared/routes/users';
import { getRealUser } from '../../domain/users/update-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'GET /users/me/real', ({ auth, deps }) =>
  getRealUser(deps, auth),
);
