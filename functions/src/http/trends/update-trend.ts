import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { updateTrend } from '../../domain/trends/manage-trends.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'PATCH /trends/{id}', async ({ auth, params, body, deps }) =>
  updateTrend(deps, await actorOf(deps, auth), params.id, body),
);
