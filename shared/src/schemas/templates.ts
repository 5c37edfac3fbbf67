// Spec 3 §3 (templates), §5 (sequence template name, connect message shortening), §8 (template errors).
import * as z from 'zod';
import {
  cloneSuffix,
  connectMessageMaxLength,
  nameMaxLength,
  templateViewMaxAttachments,
} from '../constants/outreach.ts';
import { ZSequenceSteps } from './sequence.ts';

export const templateMessages = {
  sequenceTemplateName: 'Please input a name for this template',
  /** Template actions fail with this instead of 'Something went wrong' (spec 3 §8). */
  templateError: 'Oops, something has gone wrong!',
  connectShortened: 'Template message is too long, shortened to 280 characters',
  /** OURS: the spec gives no message for a nameless message template. */
  messageTemplateName: 'Please enter a name',
} as const;

/**
 * Puts a template into a connect step (spec 3 §5): a message of 280 or more characters is cut to
 * 280 with the notice. The cut never splits a surrogate pair (an emoji).
 *
 * @example
 * shortenForConnect('x'.repeat(300)) // { text: 'x'.repeat(280), notice: 'Template message is too long, shortened to 280 characters' }
 */
export function shortenForConnect(text: string): { text: string; notice: string | null } {
  if (text.length < connectMessageMaxLength) return { text, notice: null };
  let cut = text.slice(0, connectMessageMaxLength);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: cut, notice: templateMessages.connectShortened };
}

/**
 * The name of a cloned team sequence template (spec 3 §2).
 *
 * @example
 * cloneTemplateName('Onboarding') // 'Onboarding (clone)'
 */
export function cloneTemplateName(name: string): string {
  return `${name.trim()} ${cloneSuffix}`;
}

export const templateScopes = ['personal', 'team', 'library'] as const;
export type TemplateScope = (typeof templateScopes)[number];

const ZAttachmentRef = z.object({
  file_name: z.string().min(1).max(255),
  file_uri: z.string().min(1).max(2048),
});

/** A multipart field holding JSON (`content`) is parsed; anything else is left for the schema to refuse. */
const jsonField = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
/** Multipart sends booleans as 'true'/'false' (z.coerce.boolean would read 'false' as true). */
const boolField = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v);
const emptyToUndefined = (v: unknown) => (v === '' || v === 'null' || v === null ? undefined : v);

export const ZSequenceTemplateRequest = z.object({
  name: z
    .string({ error: templateMessages.sequenceTemplateName })
    .trim()
    .min(1, templateMessages.sequenceTemplateName)
    .max(nameMaxLength),
  category: z.string().trim().max(64).optional(),
  isAvailableForTeam: z.boolean().optional(),
  sequence: ZSequenceSteps.min(1),
});
export type TSequenceTemplateRequest = z.infer<typeof ZSequenceTemplateRequest>;

/** PATCH /sequence-templates/{id}: any of the fields. */
export const ZSequenceTemplateUpdate = ZSequenceTemplateRequest.partial();

/**
 * POST /templates and PUT /templates/{id} (multipart, spec 3 §7; JSON is taken too). Fields: `name`,
 * `categoryId`, `isAvailableForTeam` and `content` (JSON text `{sequence: [{message, subject,
 * attachments}]}`). Attachment files are not in the form: they are uploaded first through presigned
 * URLs (purpose `attachment`) and referenced by `file_uri` (the upload key).
 */
export const ZMessageTemplateRequest = z.object({
  name: z
    .string({ error: templateMessages.messageTemplateName })
    .trim()
    .min(1, templateMessages.messageTemplateName)
    .max(nameMaxLength),
  categoryId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(1000).optional()),
  isAvailableForTeam: z.preprocess(boolField, z.boolean().optional()),
  content: z.preprocess(
    jsonField,
    z.object({
      sequence: z
        .array(
          z.object({
            message: z.string().max(8000).default(''),
            subject: z.string().max(255).optional(),
            attachments: z.array(ZAttachmentRef).max(templateViewMaxAttachments).default([]),
          }),
        )
        .length(1),
    }),
  ),
});
export type TMessageTemplateRequest = z.infer<typeof ZMessageTemplateRequest>;

export const templateSortFields = ['createdAt', 'updatedAt', 'name'] as const;

const listQuery = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().max(255).optional(),
  sortField: z.enum(templateSortFields).default('createdAt'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
};

/** GET /templates/personal (and team, library, and GET /templates: every template the caller may use). */
export const ZTemplatesQuery = z.object({
  ...listQuery,
  categoryId: z.coerce.number().int().positive().max(1000).optional(),
});
export type TTemplatesQuery = z.infer<typeof ZTemplatesQuery>;
/** GET /templates/categories?scope= (totals of that list; personal by default). */
export const ZTemplateCategoriesQuery = z.object({
  scope: z.enum(templateScopes).default('personal'),
});
/** GET /sequence-templates. */
export const ZSequenceTemplatesQuery = z.object({
  ...listQuery,
  category: z.string().max(64).optional(),
  availability: z.enum(['personal', 'team']).optional(),
});
export type TSequenceTemplatesQuery = z.infer<typeof ZSequenceTemplatesQuery>;

export const ZTemplateIdParam = z.object({ id: z.string().min(1).max(64) });

// ── Responses ─────────────────────────────────────────────────────────────────────────
export const ZMessageTemplateResponse = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.number().nullable(),
  isAvailableForTeam: z.boolean(),
  /** personal: the caller's; team: a teammate's, shared; library: the product's. */
  scope: z.enum(templateScopes),
  isOwn: z.boolean(),
  content: z.object({
    sequence: z.array(
      z.object({
        message: z.string(),
        subject: z.string().optional(),
        attachments: z.array(ZAttachmentRef.extend({ url: z.string().optional() })),
      }),
    ),
  }),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplateResponse>;
export const ZMessageTemplateListResponse = z.object({
  templates: z.array(ZMessageTemplateResponse),
  total: z.number(),
});
export const ZTemplateCategoriesResponse = z.array(
  z.object({ id: z.number(), name: z.string(), totalTemplates: z.number() }),
);

export const ZSequenceTemplateResponse = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  isAvailableForTeam: z.boolean(),
  scope: z.enum(['personal', 'team']),
  isOwn: z.boolean(),
  sequence: z.array(z.any()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSequenceTemplate = z.infer<typeof ZSequenceTemplateResponse>;
export const ZSequenceTemplateListResponse = z.object({
  templates: z.array(ZSequenceTemplateResponse),
  total: z.number(),
});
export const ZSequenceTemplateCategoriesResponse = z.array(
  z.object({ name: z.string(), totalTemplates: z.number() }),
);
export const ZOkResponse = z.object({ success: z.literal(true) });

/** Personal sequence templates can be edited; team ones only cloned (spec 3 §2). */
export function sequenceTemplateActions(scope: 'personal' | 'team'): { edit: boolean; clone: boolean } {
  return { edit: scope === 'personal', clone: true };
}

export const templateEmptyStates = {
  personal: 'No personal templates yet',
  none: "You don't have templates created",
  category: 'No Category Templates',
} as const;
