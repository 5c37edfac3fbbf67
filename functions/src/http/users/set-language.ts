import { usersRoutes } from '@outreach/shared/routes/users';
import { setLanguage } from '../../domain/users/update-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'PATCH /users/language', ({ auth, body, deps }) =>
  setLanguage(deps, auth.userId, body.language),
);
