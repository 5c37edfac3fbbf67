// Spec 3 §3 (templates), §5 (sequence template name, connect message shortening), §8 (template errors).
import * as z from 'zod';
import { cloneSuffix, connectMessageMaxLength, nameMaxLength } from '../constants/outreach.ts';
import { ZSequenceSteps } from './campaigns.ts';

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

export const ZSequenceTemplateRequest = z.object({
  name: z.string().trim().min(1, templateMessages.sequenceTemplateName).max(nameMaxLength),
  category: z.string().max(64).optional(),
  isAvailableForTeam: z.boolean().optional(),
  sequence: ZSequenceSteps.min(1),
});
export type TSequenceTemplateRequest = z.infer<typeof ZSequenceTemplateRequest>;

export const ZMessageTemplateRequest = z.object({
  name: z.string().trim().min(1, templateMessages.messageTemplateName).max(nameMaxLength),
  categoryId: z.coerce.number().int().positive().optional(),
  isAvailableForTeam: z.coerce.boolean().optional(),
  content: z.object({
    sequence: z
      .array(
        z.object({
          message: z.string().max(8000).default(''),
          subject: z.string().max(255).optional(),
          attachments: z.array(ZAttachmentRef).max(6).default([]),
        }),
      )
      .length(1),
  }),
});
export type TMessageTemplateRequest = z.infer<typeof ZMessageTemplateRequest>;

const listQuery = {
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().max(255).optional(),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['ASC', 'DESC']).optional(),
};

/** GET /templates/personal (and team, library). */
export const ZTemplatesQuery = z.object({
  ...listQuery,
  categoryId: z.coerce.number().int().positive().optional(),
});
/** GET /sequence-templates. */
export const ZSequenceTemplatesQuery = z.object({
  ...listQuery,
  category: z.string().max(64).optional(),
  availability: z.enum(['personal', 'team']).optional(),
});

/** Personal sequence templates can be edited; team ones only cloned (spec 3 §2). */
export function sequenceTemplateActions(scope: 'personal' | 'team'): { edit: boolean; clone: boolean } {
  return { edit: scope === 'personal', clone: true };
}

export const templateEmptyStates = {
  personal: 'No personal templates yet',
  none: "You don't have templates created",
  category: 'No Category Templates',
} as const;
