import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { deletePost } from '../../domain/posts/delete-post.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'DELETE /posts/{id}', async ({ auth, params, deps }) =>
  deletePost(deps, await actorOf(deps, auth), params.id),
);
