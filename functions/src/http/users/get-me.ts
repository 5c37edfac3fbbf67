import { usersRoutes } from '@outreach/shared/routes/users';
import { getMe } from '../../domain/users/get-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'GET /users/me', ({ auth, deps }) => getMe(deps, auth.userId));
