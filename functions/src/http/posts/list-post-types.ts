import { postsRoutes } from '@outreach/shared/routes/posts';
import { listPostTypes } from '../../domain/posts/list-posts.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(postsRoutes, 'GET /posts/types', async () => listPostTypes());
