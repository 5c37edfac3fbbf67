import * as z from 'zod';
import { ZGroupName } from './team.ts';

const zId = z.string().trim().min(1).max(64);

/** POST /groups and PATCH /groups/{id}: a non-blank name ('Please enter a name'). */
export const ZGroupBody = z.object({ name: ZGroupName });
export type TGroupBody = z.infer<typeof ZGroupBody>;

/** /groups/{id}. */
export const ZGroupIdParam = z.object({ id: zId });
/** /groups/{id}/members/{memberId}. */
export const ZGroupMemberParams = z.object({ id: zId, memberId: zId });

/**
 * GET /groups: the Groups page, 1-based pages of groups sorted by name, optionally searched by name.
 *
 * @example
 * ZGroupsQuery.parse({}) // { page: 1, perPage: 10 }
 */
export const ZGroupsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  searchName: z.string().trim().max(100).optional(),
});
export type TGroupsQuery = z.infer<typeof ZGroupsQuery>;

/** A group (spec 1 §3: id, name). */
export const ZGroupItemResponse = z.object({ id: z.string(), name: z.string() });
export type TGroupItem = z.infer<typeof ZGroupItemResponse>;

/** A group as the Groups page lists it: with its members' names. */
export const ZGroupResponse = ZGroupItemResponse.extend({
  membersCount: z.number(),
  members: z.array(z.object({ memberId: z.string(), userId: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type TGroupResponse = z.infer<typeof ZGroupResponse>;

export const ZGroupsResponse = z.object({ groups: z.array(ZGroupResponse), total: z.number() });
export type TGroupsResponse = z.infer<typeof ZGroupsResponse>;

/** GET /groups/all: every group the caller may pick (the members filter, the group select). */
export const ZAllGroupsResponse = z.object({ groups: z.array(ZGroupItemResponse) });

export const ZGroupMemberResponse = z.object({ memberId: z.string(), groupId: z.string().nullable() });
export const ZDeletedGroupResponse = z.object({ ok: z.literal(true) });

/**
 * GET /groups/{id}/candidates: who may be put into the group, by name, optionally searched by name or
 * email (the Manage group page's picker).
 *
 * @example
 * ZGroupCandidatesQuery.parse({ search: 'ann' }) // { page: 1, perPage: 20, search: 'ann' }
 */
export const ZGroupCandidatesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type TGroupCandidatesQuery = z.infer<typeof ZGroupCandidatesQuery>;

/** A member who may join the group. */
export const ZGroupCandidateResponse = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  groupId: z.string().nullable(),
});
export type TGroupCandidate = z.infer<typeof ZGroupCandidateResponse>;

export const ZGroupCandidatesResponse = z.object({
  members: z.array(ZGroupCandidateResponse),
  total: z.number(),
});
export type TGroupCandidatesResponse = z.infer<typeof ZGroupCandidatesResponse>;
