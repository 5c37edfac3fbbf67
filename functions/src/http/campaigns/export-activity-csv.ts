import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { exportActivityCsv } from '../../domain/campaigns/export-activity-csv.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/{id}/activity/csv',
  async ({ auth, params, body, deps }) =>
    exportActivityCsv(deps, await currentTeamId(deps, auth), auth.userId, params.id, body),
);
