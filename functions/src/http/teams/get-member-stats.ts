import { teamsRoutes } from '@outreach/shared/routes/teams';
import { getMemberStats } from '../../domain/teams/get-member-stats.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/stats/{id}', ({ auth, params, query, deps }) =>
  getMemberStats(deps, auth, params.id, query),
);
