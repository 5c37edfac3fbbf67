import { usersRoutes } from '@outreach/shared/routes/users';
import { getReferral } from '../../domain/users/get-referral.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'GET /users/me/referral', ({ auth, deps }) =>
  getReferral(deps, auth.userId),
);
