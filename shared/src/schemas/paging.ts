// Cursor pagination beside the spec's page numbers (spec 4: `page` is 1-based, with `perPage`).
import * as z from 'zod';
import { pagination } from '../constants/outreach.ts';

export const pagingMessages = {
  tooDeep: `page × perPage may not exceed ${pagination.maxPageDepth}: follow nextCursor for later pages`,
  badCursor: 'Invalid cursor',
} as const;

/**
 * The opaque `cursor` a list answered as `nextCursor`; with it, `page` only labels the page. An
 * empty one is the first page (spec 4's clients send `nextCursor=` on their first call).
 *
 * @example
 * ZCursor.parse('eyJrIjoiYSJ9') // 'eyJrIjoiYSJ9'
 */
export const ZCursor = z
  .string()
  .max(1024, pagingMessages.badCursor)
  .regex(/^[\w-]*$/, pagingMessages.badCursor)
  .optional();

/**
 * Page numbers reach `pagination.maxPageDepth` rows at most; deeper pages need the cursor (400
 * otherwise). Add as a refinement of a list query with `page`, `perPage` and `cursor`.
 *
 * @example
 * z.object({ page, perPage, cursor: ZCursor }).refine(...pageDepthCheck)
 */
export const pageDepthCheck: [
  (q: { page: number; perPage: number; cursor?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => q.cursor !== undefined || q.page * q.perPage <= pagination.maxPageDepth,
  { message: pagingMessages.tooDeep, path: ['page'] },
];
