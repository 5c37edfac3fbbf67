// CRM list queries (spec 3 §3 filters and defaults, §7 lead, connection and tag calls), with our cursor.
import * as z from 'zod';
import { pagination, sortDefaults } from '../constants/outreach.ts';
import { connectionSortFields, leadSortFields } from '../rules/outreach/contacts.ts';
import { contactFilterFields, ZNotesRequest } from './leads.ts';
import { pageDepthCheck, ZCursor } from './paging.ts';
import { ZTagName } from './tags.ts';

const page = z.coerce.number().int().min(1).default(pagination.defaultPage);
const perPage = (d: number) => z.coerce.number().int().min(1).max(pagination.maxPerPage).default(d);
const strList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().max(255)).max(200),
);

/**
 * Query strings are flat: `tags=1,2` includes, `tags.include=1,2` / `tags.exclude=3` (or `tags[include]`)
 * spell both lists, and a JSON object (`tags={"include":[1]}`) works too. Folded into spec 3's
 * include/exclude objects before validation.
 */
export function foldIncludeExclude(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  const nested = new Set(Object.keys(contactFilterFields).filter((k) => multiFields.has(k)));
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const m = k.match(/^(\w+)(?:\.|\[)(include|exclude)\]?$/);
    if (m && nested.has(m[1] as string)) {
      const name = m[1] as string;
      const o = (out[name] ?? {}) as Record<string, unknown>;
      o[m[2] as string] = v;
      out[name] = o;
    } else if (nested.has(k) && typeof v === 'string') {
      if (v.trim().startsWith('{')) {
        try {
          out[k] = JSON.parse(v);
        } catch {
          out[k] = v;
        }
      } else out[k] = { include: v };
    } else out[k] = v;
  }
  return out;
}

const multiFields = new Set([
  'firstName',
  'lastName',
  'currentTitle',
  'currentEmployer',
  'title',
  'companyName',
  'countries',
  'cities',
  'industryCode',
  'languages',
  'tags',
  'campaignIds',
]);

// Our campaign ids are ULIDs, not numbers (spec 3 calls them numeric).
const filters = {
  ...contactFilterFields,
  campaignIds: z.object({ include: strList.optional(), exclude: strList.optional() }).optional(),
};

/** GET /leads: every lead across campaigns; sortField updatedAt DESC by default (spec 3 §3). */
export const ZLeadListQuery = z.preprocess(
  foldIncludeExclude,
  z
    .object({
      page,
      perPage: perPage(pagination.defaultPerPage),
      cursor: ZCursor,
      sortField: z.enum(leadSortFields).default(sortDefaults.leads.sortField),
      sortOrder: z.enum(['ASC', 'DESC']).default(sortDefaults.leads.sortOrder),
      ...filters,
    })
    .refine(...pageDepthCheck),
);
export type TLeadListQuery = z.output<typeof ZLeadListQuery>;

/** GET /connections: sortField connectedAt, 20 a page (spec 3 §3, §9). */
export const ZConnectionListQuery = z.preprocess(
  foldIncludeExclude,
  z
    .object({
      page,
      perPage: perPage(pagination.connectionsPerPage),
      cursor: ZCursor,
      sortField: z.enum(connectionSortFields).default(sortDefaults.connections.sortField),
      sortOrder: z.enum(['ASC', 'DESC']).default(sortDefaults.connections.sortOrder),
      ...filters,
      /** GET /connections?entityUrn= (or objectUrn): that one connection instead of the list (spec 3 §7). */
      entityUrn: z.string().min(1).max(512).optional(),
      objectUrn: z.string().min(1).max(512).optional(),
    })
    .refine(...pageDepthCheck),
);
export type TConnectionListQuery = z.output<typeof ZConnectionListQuery>;

/** GET /leads/replied (page, perPage = 20, name). */
export const ZRepliedLeadsQuery = z
  .object({
    page,
    perPage: perPage(pagination.repliesPerPage),
    cursor: ZCursor,
    name: z.string().max(255).optional(),
  })
  .refine(...pageDepthCheck);

/** GET /tags (page, perPage, search) — the Tag Manager's table. */
export const ZTagListQuery = z
  .object({
    page,
    perPage: perPage(pagination.defaultPerPage),
    search: z.string().max(255).optional(),
  })
  .refine(...pageDepthCheck);

export const ZTagIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** A lead person: its key (`person.key`, the lead id) or an entity URN. */
export const ZLeadIdParam = z.object({ id: z.string().min(1).max(512) });
export const ZLeadCampaignParams = z.object({
  id: z.string().min(1).max(512),
  campaignId: z.string().min(1).max(64),
});

const leadIds = z.array(z.string().min(1).max(512)).max(1000);
const tagIds = z
  .array(
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  )
  .max(100);

/** POST /leads/add-tags: spec 3 names leadIds, spec 4 entityUrns; either picks the leads. */
export const ZAddLeadTagsRequest = z
  .object({ leadIds: leadIds.optional(), entityUrns: leadIds.optional(), tagIds: tagIds.min(1) })
  .refine((v) => (v.leadIds?.length ?? 0) + (v.entityUrns?.length ?? 0) > 0, {
    message: 'Please select at least one lead',
    path: ['leadIds'],
  });
/** PUT /leads/{id}/set-tags {tagIds}: the lead's tags become exactly these. */
export const ZSetLeadTagsRequest = z.object({ tagIds });
/** PUT /leads/{id}/create-set-tag {tag, color}: creates the tag (or takes the one of that name) and adds it. */
export const ZCreateSetTagRequest = z.object({
  tag: ZTagName,
  color: z
    .string()
    .max(7)
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
/** POST /leads/exclude {entityUrns, exclude} (spec 4), or leadIds. */
export const ZExcludeRequest = z
  .object({ leadIds: leadIds.optional(), entityUrns: leadIds.optional(), exclude: z.boolean() })
  .refine((v) => (v.leadIds?.length ?? 0) + (v.entityUrns?.length ?? 0) > 0, {
    message: 'Please select at least one lead',
    path: ['leadIds'],
  });

/** PATCH /connections/{entityUrn} {tagIds?, isExcluded?}. */
export const ZConnectionPatchRequest = z.object({
  tagIds: tagIds.optional(),
  isExcluded: z.boolean().optional(),
});
export const ZConnectionNotesRequest = ZNotesRequest;
// LinkedIn public ids are short; 200 characters keep the key under DynamoDB's 1,024 bytes for any text (found by the fuzz suite).
export const ZEntityUrnParam = z.object({ entityUrn: z.string().min(1).max(200) });
/** GET /connections/{entityUrn}/actions (page, perPage). */
export const ZContactActionsQuery = z.object({
  page,
  perPage: perPage(pagination.leadActivityPerPage),
});
/** GET /connections/tagged (page, perPage = 20, tagIds). */
export const ZTaggedConnectionsQuery = z
  .object({
    page,
    perPage: perPage(pagination.connectionsPerPage),
    cursor: ZCursor,
    tagIds: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), tagIds.min(1)),
  })
  .refine(...pageDepthCheck);

/** A tag as the API answers it (spec 3 §3). */
export const ZTag = z.object({
  id: z.number(),
  snId: z.number().nullable(),
  tag: z.string().max(1000),
  color: z.string().max(7),
  leadsCount: z.number(),
  connectionsCount: z.number(),
});
export type TTag = z.output<typeof ZTag>;
export const ZTagListResponse = z.object({ tags: z.array(ZTag), total: z.number() });
export const ZTagAllResponse = z.array(ZTag);
export const ZOkResponse = z.object({ status: z.literal('success'), updated: z.number().optional() });
