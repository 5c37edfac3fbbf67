import type { RouteSpec } from '../route-def.ts';
import {
  ZOkResponse,
  ZTag,
  ZTagAllResponse,
  ZTagIdParam,
  ZTagListQuery,
  ZTagListResponse,
} from '../schemas/contacts.ts';
import { ZCreateTagRequest, ZUpdateTagRequest } from '../schemas/tags.ts';

/** The Tag Manager (spec 3 §7: POST and GET /tags; PATCH and DELETE /tags/{id}; GET /tags/all). */
export const tagsRoutes = {
  'GET /tags': { handler: 'tags/list-tags', auth: 'user', query: ZTagListQuery, response: ZTagListResponse },
  'GET /tags/all': { handler: 'tags/list-all-tags', auth: 'user', response: ZTagAllResponse },
  'POST /tags': { handler: 'tags/create-tag', auth: 'user', body: ZCreateTagRequest, response: ZTag },
  'PATCH /tags/{id}': {
    handler: 'tags/update-tag',
    auth: 'user',
    params: ZTagIdParam,
    body: ZUpdateTagRequest.partial({ id: true }),
    response: ZTag,
  },
  'DELETE /tags/{id}': {
    handler: 'tags/delete-tag',
    auth: 'user',
    params: ZTagIdParam,
    response: ZOkResponse,
  },
} as const satisfies Record<string, RouteSpec>;
