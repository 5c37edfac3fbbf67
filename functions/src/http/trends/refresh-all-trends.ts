import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { refreshAllTrends } from '../../domain/trends/refresh-trends.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'POST /trends/refresh-all', async ({ auth, deps }) =>
  refreshAllTrends(deps, await actorOf(deps, auth)),
);
