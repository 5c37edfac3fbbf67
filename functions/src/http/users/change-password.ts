import { usersRoutes } from '@outreach/shared/routes/users';
import { changePassword } from '../../domain/auth/change-password.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'POST /users/change-password', ({ auth, body, deps }) =>
  changePassword(deps, auth, body),
);
