import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { updatePost } from '../../domain/posts/update-post.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'PATCH /posts/{id}', async ({ auth, params, body, deps }) =>
  updatePost(deps, await actorOf(deps, auth), params.id, body),
);
