import { teamsRoutes } from '@outreach/shared/routes/teams';
import { stopImpersonating } from '../../domain/teams/stop-impersonating.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'POST /users/stop-impersonating',
  ({ auth, deps, ip, userAgent }) => stopImpersonating(deps, auth, { ip, userAgent }),
);
