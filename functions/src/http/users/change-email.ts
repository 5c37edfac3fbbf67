import { usersRoutes } from '@outreach/shared/routes/users';
import { changeEmail } from '../../domain/users/change-email.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'PATCH /users/change-email', ({ auth, body, deps }) =>
  changeEmail(deps, auth, body.email),
);
