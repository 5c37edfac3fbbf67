// Spec 3 §3 (Tag), §4 (tags), §5 (tag validation), §9 (tag name truncation).
import * as z from 'zod';
import { defaultTagColor, tagNameMaxLength, tagNameTruncateAt } from '../constants/outreach.ts';

export const tagMessages = {
  name: 'Please enter a name',
  created: 'Tag created',
  updated: 'Tag updated',
  deleteTitle: 'Delete Tag',
} as const;

const ZTagColor = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/);

export const ZTagName = z
  .string({ error: tagMessages.name })
  .trim()
  .min(1, tagMessages.name)
  .max(tagNameMaxLength);

/** POST /tags {tag, color}. */
export const ZCreateTagRequest = z.object({ tag: ZTagName, color: ZTagColor.optional() });
/** PATCH /tags/{id} {id, tag, color}. */
export const ZUpdateTagRequest = z.object({
  id: z.coerce.number().int().positive(),
  tag: ZTagName,
  color: ZTagColor.optional(),
});

/** Id of the placeholder shown while a new tag is being created (spec 3 §4). */
export const pendingTagId = -1;

/**
 * A random colour for a new tag (spec 3 §5), as #RRGGBB; pass a random source to test.
 *
 * @example
 * randomTagColor(() => 0) // '#000000'
 */
export function randomTagColor(random: () => number = Math.random): string {
  const n = Math.min(0xffffff, Math.floor(random() * 0x1000000));
  return `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
}

/** The colour to show: the tag's, or the grey default when missing (spec 3 §3). */
export function tagColor(color: string | null | undefined): string {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : defaultTagColor;
}

/** Whether a tag name is long enough to get a title tooltip (more than 30 characters, spec 3 §9). */
export function tagNeedsTooltip(name: string): boolean {
  return name.length > tagNameTruncateAt;
}
