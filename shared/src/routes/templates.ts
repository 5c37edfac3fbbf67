import type { RouteSpec } from '../route-def.ts';
import {
  ZMessageTemplateListResponse,
  ZMessageTemplateRequest,
  ZMessageTemplateResponse,
  ZOkResponse,
  ZTemplateCategoriesQuery,
  ZTemplateCategoriesResponse,
  ZTemplateIdParam,
  ZTemplatesQuery,
} from '../schemas/templates.ts';

const id = ZTemplateIdParam;
const list = { auth: 'user', query: ZTemplatesQuery, response: ZMessageTemplateListResponse } as const;

/** Message templates (spec 3 §7 "Templates"): POST and PUT take multipart (or JSON). */
export const templatesRoutes = {
  'GET /templates': { handler: 'templates/list-templates', ...list },
  'GET /templates/personal': { handler: 'templates/list-personal-templates', ...list },
  'GET /templates/team': { handler: 'templates/list-team-templates', ...list },
  'GET /templates/library': { handler: 'templates/list-library-templates', ...list },
  'GET /templates/categories': {
    handler: 'templates/list-template-categories',
    auth: 'user',
    query: ZTemplateCategoriesQuery,
    response: ZTemplateCategoriesResponse,
  },
  'POST /templates': {
    handler: 'templates/create-template',
    auth: 'user',
    body: ZMessageTemplateRequest,
    response: ZMessageTemplateResponse,
  },
  'PUT /templates/{id}': {
    handler: 'templates/update-template',
    auth: 'user',
    params: id,
    body: ZMessageTemplateRequest,
    response: ZMessageTemplateResponse,
  },
  'PATCH /templates/{id}/toggle-availability': {
    handler: 'templates/toggle-template-availability',
    auth: 'user',
    params: id,
    response: ZMessageTemplateResponse,
  },
  'DELETE /templates/{id}': {
    handler: 'templates/delete-template',
    auth: 'user',
    params: id,
    response: ZOkResponse,
  },
} as const satisfies Record<string, RouteSpec>;
