import * as z from 'zod';
import type { RouteSpec } from '../route-def.ts';
import {
  ZOkResponse,
  ZSequenceTemplateCategoriesResponse,
  ZSequenceTemplateListResponse,
  ZSequenceTemplateRequest,
  ZSequenceTemplateResponse,
  ZSequenceTemplatesQuery,
  ZSequenceTemplateUpdate,
  ZTemplateIdParam,
} from '../schemas/templates.ts';

const id = ZTemplateIdParam;

/** Sequence (campaign) templates (spec 3 §7 "Templates"). */
export const sequenceTemplatesRoutes = {
  'GET /sequence-templates': {
    handler: 'sequence-templates/list-sequence-templates',
    auth: 'user',
    query: ZSequenceTemplatesQuery,
    response: ZSequenceTemplateListResponse,
  },
  'POST /sequence-templates': {
    handler: 'sequence-templates/create-sequence-template',
    auth: 'user',
    body: ZSequenceTemplateRequest,
    response: ZSequenceTemplateResponse,
  },
  'GET /sequence-templates/categories': {
    handler: 'sequence-templates/list-sequence-template-categories',
    auth: 'user',
    response: ZSequenceTemplateCategoriesResponse,
  },
  'GET /sequence-templates/available': {
    handler: 'sequence-templates/list-available-sequence-templates',
    auth: 'user',
    response: z.array(ZSequenceTemplateResponse),
  },
  'GET /sequence-templates/{id}': {
    handler: 'sequence-templates/get-sequence-template',
    auth: 'user',
    params: id,
    response: ZSequenceTemplateResponse,
  },
  'PATCH /sequence-templates/{id}': {
    handler: 'sequence-templates/update-sequence-template',
    auth: 'user',
    params: id,
    body: ZSequenceTemplateUpdate,
    response: ZSequenceTemplateResponse,
  },
  'DELETE /sequence-templates/{id}': {
    handler: 'sequence-templates/delete-sequence-template',
    auth: 'user',
    params: id,
    response: ZOkResponse,
  },
  'PATCH /sequence-templates/{id}/toggle-availability': {
    handler: 'sequence-templates/toggle-sequence-template-availability',
    auth: 'user',
    params: id,
    response: ZSequenceTemplateResponse,
  },
} as const satisfies Record<string, RouteSpec>;
