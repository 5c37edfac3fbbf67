import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { listPosts } from '../../domain/posts/list-posts.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'GET /posts', async ({ auth, query, deps }) =>
  listPosts(deps, await actorOf(deps, auth), query),
);
