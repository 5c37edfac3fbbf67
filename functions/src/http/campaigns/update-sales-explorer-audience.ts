import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { addSalesExplorerAudience } from '../../domain/campaigns/add-connections-audience.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/audience/sales-explorer-connections',
  async ({ auth, params, body, deps }) =>
    addSalesExplorerAudience(deps, await currentTeamId(deps, auth), params.id, body.entityUrns),
);
