import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { addConnectionsAudience } from '../../domain/campaigns/add-connections-audience.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/audience/connections',
  async ({ auth, params, body, deps }) =>
    addConnectionsAudience(deps, await currentTeamId(deps, auth), params.id, body.entityUrns),
);
