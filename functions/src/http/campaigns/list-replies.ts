import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { listReplies } from '../../domain/campaigns/list-replies.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/replies', async ({ auth, query, deps }) =>
  listReplies(deps, await currentTeamId(deps, auth), auth.userId, query),
);
