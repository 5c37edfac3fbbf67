import { usersRoutes } from '@outreach/shared/routes/users';
import { completeWalkthrough } from '../../domain/users/update-me.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'PATCH /users/me/complete-walkthrough', ({ auth, deps }) =>
  completeWalkthrough(deps, auth.userId),
);
