import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { listGrouped } from '../../domain/campaigns/list-grouped.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/grouped', async ({ auth, deps }) =>
  listGrouped(deps, await currentTeamId(deps, auth)),
);
