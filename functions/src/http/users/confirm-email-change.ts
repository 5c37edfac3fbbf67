import { usersRoutes } from '@outreach/shared/routes/users';
import { confirmEmailChange } from '../../domain/users/confirm-email-change.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'POST /users/confirm-email-change', ({ body, deps }) =>
  confirmEmailChange(deps, body.token),
);
