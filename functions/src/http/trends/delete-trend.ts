import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { deleteTrend } from '../../domain/trends/manage-trends.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'DELETE /trends/{id}', async ({ auth, params, deps }) =>
  deleteTrend(deps, await actorOf(deps, auth), params.id),
);
