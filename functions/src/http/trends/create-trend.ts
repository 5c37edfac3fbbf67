import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { createTrend } from '../../domain/trends/manage-trends.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(trendsRoutes, 'POST /trends', async ({ auth, body, deps }) =>
  result(await createTrend(deps, await actorOf(deps, auth), body), { status: 201 }),
);
