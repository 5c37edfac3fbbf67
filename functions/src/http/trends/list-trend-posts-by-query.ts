import { trendsRoutes } from '@outreach/shared/routes/trends';
import { actorOf } from '../../domain/content/actor.ts';
import { listTrendPosts } from '../../domain/trends/trend-posts.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(trendsRoutes, 'GET /trend-posts', async ({ auth, query, deps }) =>
  listTrendPosts(deps, await actorOf(deps, auth), query.trendId, query),
);
