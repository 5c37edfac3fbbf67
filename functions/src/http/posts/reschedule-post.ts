import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { reschedulePost } from '../../domain/posts/reschedule-post.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  postsRoutes,
  'PATCH /posts/{id}/post-time',
  async ({ auth, params, body, deps }) =>
    reschedulePost(deps, await actorOf(deps, auth), params.id, body.timestamp),
);
