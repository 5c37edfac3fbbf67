import * as z from 'zod';
import type { RouteSpec } from '../route-def.ts';
import {
  ZOk,
  ZSequenceTemplate,
  ZSequenceTemplateCategories,
  ZSequenceTemplateList,
  ZSequenceTemplateRequest,
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
    response: ZSequenceTemplateList,
  },
  'POST /sequence-templates': {
    handler: 'sequence-templates/create-sequence-template',
    auth: 'user',
    body: ZSequenceTemplateRequest,
    response: ZSequenceTemplate,
  },
  'GET /sequence-templates/categories': {
    handler: 'sequence-templates/list-sequence-template-categories',
    auth: 'user',
    response: ZSequenceTemplateCategories,
  },
  'GET /sequence-templates/available': {
    handler: 'sequence-templates/list-available-sequence-templates',
    auth: 'user',
    response: z.array(ZSequenceTemplate),
  },
  'GET /sequence-templates/{id}': {
    handler: 'sequence-templates/get-sequence-template',
    auth: 'user',
    params: id,
    response: ZSequenceTemplate,
  },
  'PATCH /sequence-templates/{id}': {
    handler: 'sequence-templates/update-sequence-template',
    auth: 'user',
    params: id,
    body: ZSequenceTemplateUpdate,
    response: ZSequenceTemplate,
  },
  'DELETE /sequence-templates/{id}': {
    handler: 'sequence-templates/delete-sequence-template',
    auth: 'user',
    params: id,
    response: ZOk,
  },
  'PATCH /sequence-templates/{id}/toggle-availability': {
    handler: 'sequence-templates/toggle-sequence-template-availability',
    auth: 'user',
    params: id,
    response: ZSequenceTemplate,
  },
} as const satisfies Record<string, RouteSpec>;
