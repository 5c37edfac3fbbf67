import { usersRoutes } from '@outreach/shared/routes/users';
import { setCredentials } from '../../domain/auth/change-password.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'PATCH /users/set-credentials', ({ auth, body, deps }) =>
  setCredentials(deps, auth, body),
);
