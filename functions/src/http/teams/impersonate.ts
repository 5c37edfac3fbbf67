import { teamsRoutes } from '@outreach/shared/routes/teams';
import { impersonate } from '../../domain/teams/impersonate.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'POST /users/impersonate',
  ({ auth, body, deps, ip, userAgent }) => impersonate(deps, auth, body, { ip, userAgent }),
);
