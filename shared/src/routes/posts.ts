import type { RouteSpec } from '../route-def.ts';
import {
  ZCreatePostBody,
  ZPostIdParam,
  ZPostListQuery,
  ZPostListResponse,
  ZPostOkResponse,
  ZPostResponse,
  ZPostTypesResponse,
  ZReschedulePostRequest,
} from '../schemas/posts.ts';

const id = ZPostIdParam;

/** Social posts (spec 3 §7 "Posts"). */
export const postsRoutes = {
  'GET /posts': {
    handler: 'posts/list-posts',
    auth: 'user',
    query: ZPostListQuery,
    response: ZPostListResponse,
  },
  'GET /posts/types': { handler: 'posts/list-post-types', auth: 'user', response: ZPostTypesResponse },
  'POST /posts': {
    handler: 'posts/create-post',
    auth: 'user',
    body: ZCreatePostBody,
    response: ZPostResponse,
  },
  'GET /posts/{id}': { handler: 'posts/get-post', auth: 'user', params: id, response: ZPostResponse },
  'PATCH /posts/{id}': {
    handler: 'posts/update-post',
    auth: 'user',
    params: id,
    body: ZCreatePostBody,
    response: ZPostResponse,
  },
  'PATCH /posts/{id}/archive': {
    handler: 'posts/archive-post',
    auth: 'user',
    params: id,
    response: ZPostResponse,
  },
  'DELETE /posts/{id}': { handler: 'posts/delete-post', auth: 'user', params: id, response: ZPostOkResponse },
  'PATCH /posts/{id}/post-time': {
    handler: 'posts/reschedule-post',
    auth: 'user',
    params: id,
    body: ZReschedulePostRequest,
    response: ZPostResponse,
  },
} as const satisfies Record<string, RouteSpec>;
