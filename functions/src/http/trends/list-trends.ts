import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { listTrends } from '../../domain/trends/manage-trends.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'GET /trends', async ({ auth, deps }) =>
  listTrends(deps, await actorOf(deps, auth)),
);
