import * as z from 'zod';
import { MEMBERS_QUERY_DEFAULTS } from '../constants/account.ts';
import { roleOrder } from '../rules/roles.ts';
import { EMAIL_MAX_LENGTH, zEmail } from './email.ts';
import { ZCursor } from './paging.ts';

/** Team and group messages, word for word (spec 1 §5, spec 2 §5). */
export const teamMessages = {
  nameMissing: 'Please add a name',
  nameBlank: 'Please enter a valid name',
  email: 'Please enter a valid email',
  groupName: 'Please enter a name',
} as const;

/**
 * An invitee's name: 'Please add a name' when missing or empty, 'Please enter a valid name' when
 * only blanks. Trimmed.
 *
 * @example
 * ZInviteName.safeParse('').error?.issues[0].message    // 'Please add a name'
 * ZInviteName.safeParse('   ').error?.issues[0].message // 'Please enter a valid name'
 */
export const ZInviteName = z
  .string({ error: teamMessages.nameMissing })
  .min(1, { error: teamMessages.nameMissing, abort: true })
  .max(1024, { error: teamMessages.nameBlank, abort: true })
  .refine((v) => v.trim().length > 0, { error: teamMessages.nameBlank, abort: true })
  .transform((v) => v.trim())
  .pipe(z.string().max(100));

export const ZRole = z.enum(roleOrder);

const inviteEmail = zEmail({ invalid: teamMessages.email, lowercase: true });

/**
 * The invite modal: name always; a valid email unless the member is created without email (a
 * ghost user, whose role is forced to member). Role defaults to owner.
 *
 * @example
 * ZInviteForm.parse({ name: 'Ann', withoutEmail: true, role: 'admin' }).role // 'member'
 */
export const ZInviteForm = z
  .object({
    name: ZInviteName,
    email: z.string().max(1024).optional(),
    role: ZRole.default('owner'),
    withoutEmail: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.withoutEmail && !inviteEmail.safeParse(v.email).success) {
      ctx.addIssue({ code: 'custom', message: teamMessages.email, path: ['email'] });
    }
  })
  .transform((v) =>
    v.withoutEmail ? { ...v, email: undefined, role: 'member' as const } : { ...v, email: v.email?.trim() },
  );
export type TInviteForm = z.infer<typeof ZInviteForm>;

/** POST /teams/{id}/invites. */
export const ZCreateInviteRequest = z.object({
  teamId: z.string().min(1).max(64),
  name: ZInviteName,
  email: inviteEmail,
  role: ZRole.default('owner'),
});
export type TCreateInviteRequest = z.infer<typeof ZCreateInviteRequest>;

/** POST /teams/{id}/invites/ghost: a member without email. */
export const ZCreateGhostMemberRequest = z.object({ teamId: z.string().min(1).max(64), name: ZInviteName });
export type TCreateGhostMemberRequest = z.infer<typeof ZCreateGhostMemberRequest>;

/**
 * A group (or team) name: not blank ('Please enter a name'). Trimmed.
 *
 * @example
 * ZGroupName.safeParse('  ').success // false
 */
export const ZGroupName = z
  .string({ error: teamMessages.groupName })
  .trim()
  .min(1, { error: teamMessages.groupName, abort: true })
  .max(100);

/** POST /groups and PATCH /groups/{id}. */
export const ZGroupRequest = z.object({ name: ZGroupName });
/** PATCH /teams/{id}: team name update sends teamId and name. */
export const ZTeamNameRequest = z.object({ teamId: z.string().min(1).max(64), name: ZGroupName });
/** PATCH /teams/{id}/members/{memberId}. */
export const ZChangeRoleRequest = z.object({
  teamId: z.string().min(1).max(64),
  memberId: z.string().min(1).max(64),
  role: ZRole,
});
/** POST /teams/invites/{id}/accept. */
export const ZAcceptInviteRequest = z.object({
  moveCampaigns: z.boolean().default(false),
  moveMessagesTemplates: z.boolean().default(false),
  moveSequenceTemplates: z.boolean().default(false),
});
export type TAcceptInviteRequest = z.infer<typeof ZAcceptInviteRequest>;

/**
 * GET /teams/{id}/members query: 1-based page, sortField role and sortOrder ASC by default,
 * groupIds as a list or a comma-separated string.
 *
 * @example
 * ZMembersQuery.parse({}) // { page: 1, perPage: 10, sortField: 'role', sortOrder: 'ASC' }
 */
export const ZMembersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  searchName: z.string().trim().max(100).optional(),
  searchEmail: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  sortField: z.enum(['role', 'name', 'email', 'group', 'status']).default(MEMBERS_QUERY_DEFAULTS.sortField),
  sortOrder: z.enum(['ASC', 'DESC']).default(MEMBERS_QUERY_DEFAULTS.sortOrder),
  groupIds: z
    .union([z.array(z.string().max(64)).max(100), z.string().max(6_600)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  /** The `nextCursor` of the previous page (ours, beside the spec's page numbers). */
  cursor: ZCursor,
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;

// ── Team calls (spec 1 §7 "Teams and groups", spec 2 §7) ─────────────────────

const zId = z.string().trim().min(1).max(64);

/** `{id}` of /teams/{id}/…: a team id. */
export const ZTeamIdParam = z.object({ id: zId });
/** /teams/{id}/members/{memberId}. */
export const ZTeamMemberParams = z.object({ id: zId, memberId: zId });
/** /teams/invites/{id}/… and /teams/members/{id}/…. */
export const ZIdParam = z.object({ id: zId });
/** GET /teams/invites/{key}. */
export const ZInviteKeyParam = z.object({ key: z.string().trim().min(1).max(128) });

/** PATCH /teams/{id}/members/{memberId}: the role only (team and member come from the path). */
export const ZChangeMemberRoleRequest = z.object({
  role: ZRole,
  /** Changing one's own role downward must be confirmed (it cannot be undone). */
  confirmSelfDowngrade: z.boolean().default(false),
});
export type TChangeMemberRoleRequest = z.infer<typeof ZChangeMemberRoleRequest>;

/** POST /teams/{id}/invites: teamId in the body is optional here (the path carries it). */
export const ZInviteByEmailRequest = z.object({
  teamId: z.string().max(64).optional(),
  name: ZInviteName,
  email: inviteEmail,
  role: ZRole.default('owner'),
});
export type TInviteByEmailRequest = z.infer<typeof ZInviteByEmailRequest>;

/** POST /teams/{id}/invites/ghost. */
export const ZGhostMemberRequest = z.object({ teamId: z.string().max(64).optional(), name: ZInviteName });

/** PATCH /teams/{id}: rename. */
export const ZRenameTeamRequest = z.object({ teamId: z.string().max(64).optional(), name: ZGroupName });

/** PATCH /users/me/last-team: the team switcher. */
export const ZSwitchTeamRequest = z.object({ teamId: zId });

/** POST /users/impersonate. */
export const ZImpersonateRequest = z.object({
  teamIdToImpersonate: zId,
  userIdToImpersonate: zId,
});
export type TImpersonateRequest = z.infer<typeof ZImpersonateRequest>;

/** The team-settings toggles (PATCH /teams/toggle-…): the wanted value, or a flip when absent. */
export const ZToggleRequest = z.object({ enabled: z.boolean().optional() });

/** One row of the members table. */
export const ZMemberItemResponse = z.object({
  memberId: z.string(),
  userId: z.string(),
  teamId: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
  role: ZRole,
  groupId: z.string().nullable(),
  /** The member's group (spec 2 §3), null without one. */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  isAlfredAdmin: z.boolean(),
  isGhostUser: z.boolean(),
  status: z.literal('active'),
  user: z.object({ email: z.string().nullable() }),
});
export type TMemberView = z.infer<typeof ZMemberItemResponse>;

export const ZMembersResponse = z.object({
  members: z.array(ZMemberItemResponse),
  total: z.number(),
  /** Opens the next page as `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** One team invite (spec 1 §3, spec 2 §3). */
export const ZInviteResponse = z.object({
  id: z.string(),
  inviteKey: z.string(),
  teamId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(['active', 'pending', 'rejected']),
  isRejected: z.boolean(),
  clickedAt: z.string().nullable(),
  createdAt: z.string(),
  inviteLink: z.string(),
  team: z.object({ name: z.string() }),
});
export type TInviteView = z.infer<typeof ZInviteResponse>;
