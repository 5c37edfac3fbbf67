import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { getPost } from '../../domain/posts/get-post.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'GET /posts/{id}', async ({ auth, params, deps }) =>
  getPost(deps, await actorOf(deps, auth), params.id),
);
