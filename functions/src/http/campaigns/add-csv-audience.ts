import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { addCsvAudience } from '../../domain/campaigns/add-csv-audience.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/{type}/audience/csv',
  async ({ auth, params, body, deps }) =>
    addCsvAudience(deps, await currentTeamId(deps, auth), params.id, body.key, params.type),
);
