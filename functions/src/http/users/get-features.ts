import { usersRoutes } from '@outreach/shared/routes/users';
import { getFeatures } from '../../domain/users/get-features.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(usersRoutes, 'GET /me/features', ({ auth, deps }) =>
  getFeatures(deps, auth.userId),
);
