import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { exportRepliesCsv } from '../../domain/campaigns/export-replies-csv.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/replies/csv',
  async ({ auth, body, deps }) => exportRepliesCsv(deps, await currentTeamId(deps, auth), auth.userId, body),
);
