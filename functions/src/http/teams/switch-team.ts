import { teamsRoutes } from '@outreach/shared/routes/teams';
import { switchTeam } from '../../domain/teams/switch-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'PATCH /users/me/last-team', ({ auth, body, deps }) =>
  switchTeam(deps, auth, body.teamId),
);
