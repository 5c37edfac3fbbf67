import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { listActivity } from '../../domain/stats/list-activity.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/activity', async ({ auth, query, deps }) =>
  listActivity(deps, await currentTeamId(deps, auth), auth.userId, query),
);
