import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { likeTrendPost } from '../../domain/trends/trend-posts.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'POST /trend-posts/{id}/like', async ({ auth, params, deps }) =>
  likeTrendPost(deps, await actorOf(deps, auth), params.id),
);
