import { teamsRoutes } from '@outreach/shared/routes/teams';
import { leaveTeam } from '../../domain/teams/leave-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'POST /teams/leave', ({ auth, deps }) => leaveTeam(deps, auth));
