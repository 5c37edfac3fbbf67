import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { refreshTrend } from '../../domain/trends/refresh-trends.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'POST /trends/{id}/refresh', async ({ auth, params, deps }) =>
  refreshTrend(deps, await actorOf(deps, auth), params.id),
);
