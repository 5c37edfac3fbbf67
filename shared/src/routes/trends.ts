import type { RouteSpec } from '../route-def.ts';
import {
  ZTrendIdParam,
  ZTrendListResponse,
  ZTrendOkResponse,
  ZTrendPagingQuery,
  ZTrendPostIdParam,
  ZTrendPostListResponse,
  ZTrendPostResponse,
  ZTrendPostsQuery,
  ZTrendRequest,
  ZTrendResponse,
  ZTrendUpdate,
} from '../schemas/trends.ts';

const id = ZTrendIdParam;

/** Trends (spec 3 §7 "Trends"). */
export const trendsRoutes = {
  'POST /trends': {
    handler: 'trends/create-trend',
    auth: 'user',
    body: ZTrendRequest,
    response: ZTrendResponse,
  },
  'GET /trends': { handler: 'trends/list-trends', auth: 'user', response: ZTrendListResponse },
  'PATCH /trends/{id}': {
    handler: 'trends/update-trend',
    auth: 'user',
    params: id,
    body: ZTrendUpdate,
    response: ZTrendResponse,
  },
  'DELETE /trends/{id}': {
    handler: 'trends/delete-trend',
    auth: 'user',
    params: id,
    response: ZTrendOkResponse,
  },
  'POST /trends/{id}/refresh': {
    handler: 'trends/refresh-trend',
    auth: 'user',
    params: id,
    response: ZTrendResponse,
  },
  'POST /trends/refresh-all': {
    handler: 'trends/refresh-all-trends',
    auth: 'user',
    response: ZTrendListResponse,
  },
  'GET /trends/{id}/posts': {
    handler: 'trends/list-trend-posts',
    auth: 'user',
    params: id,
    query: ZTrendPagingQuery,
    response: ZTrendPostListResponse,
  },
  'GET /trend-posts': {
    handler: 'trends/list-trend-posts-by-query',
    auth: 'user',
    query: ZTrendPostsQuery,
    response: ZTrendPostListResponse,
  },
  'POST /trend-posts/{id}/like': {
    handler: 'trends/like-trend-post',
    auth: 'user',
    params: ZTrendPostIdParam,
    response: ZTrendPostResponse,
  },
} as const satisfies Record<string, RouteSpec>;
