import { postsRoutes } from '@outreach/shared/routes/posts';
import { actorOf } from '../../domain/content/actor.ts';
import { createPost } from '../../domain/posts/create-post.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(postsRoutes, 'POST /posts', async ({ auth, body, deps }) =>
  result(await createPost(deps, await actorOf(deps, auth), body), { status: 201 }),
);
