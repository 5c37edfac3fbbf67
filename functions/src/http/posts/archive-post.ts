import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { archivePost } from '../../domain/posts/archive-post.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'PATCH /posts/{id}/archive', async ({ auth, params, deps }) =>
  archivePost(deps, await actorOf(deps, auth), params.id),
);
