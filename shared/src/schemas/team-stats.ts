import * as z from 'zod';
import { teamStatsSortFields, teamStatsTimeFilters } from './account.ts';

const isoDate = z.iso.date('Please choose a valid date');

/**
 * GET /teams/stats and /teams/stats/{id}: the time filter (dashboard tabs, custom with both dates)
 * and the table's sort.
 *
 * @example
 * ZTeamStatsQuery.parse({}) // { timeFilter: 'this-month', sortField: 'name', sortOrder: 'ASC' }
 */
export const ZTeamStatsQuery = z
  .object({
    timeFilter: z.enum(teamStatsTimeFilters).default('this-month'),
    customFromDate: isoDate.optional(),
    customToDate: isoDate.optional(),
    sortField: z.enum(teamStatsSortFields).default('name'),
    sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  })
  .superRefine((v, ctx) => {
    if (v.timeFilter !== 'custom') return;
    if (!v.customFromDate || !v.customToDate || v.customFromDate > v.customToDate)
      ctx.addIssue({ code: 'custom', message: 'Please choose a valid date range', path: ['customFromDate'] });
  });
export type TTeamStatsQuery = z.infer<typeof ZTeamStatsQuery>;

export const ZTeamStatsIdParam = z.object({ id: z.string().trim().min(1).max(64) });

/** One member's counts over the range (from the kept activity counters). */
export const ZMemberStatsItemResponse = z.object({
  profileViews: z.number(),
  invitesSent: z.number(),
  invitesAccepted: z.number(),
  invitesAcceptedPercent: z.number(),
  messages: z.number(),
  replies: z.number(),
  repliesPercent: z.number(),
  inmails: z.number(),
  emails: z.number(),
  greetings: z.number(),
});
export type TMemberStats = z.infer<typeof ZMemberStatsItemResponse>;

export const ZTeamStatsRowResponse = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  stats: ZMemberStatsItemResponse,
});
export type TTeamStatsRow = z.infer<typeof ZTeamStatsRowResponse>;

const ZRange = z.object({ from: z.string(), to: z.string() });

export const ZTeamStatsResponse = z.object({
  range: ZRange,
  totals: ZMemberStatsItemResponse,
  members: z.array(ZTeamStatsRowResponse),
});
export type TTeamStatsResponse = z.infer<typeof ZTeamStatsResponse>;

export const ZMemberStatsResponse = z.object({ range: ZRange, member: ZTeamStatsRowResponse });
export const ZTeamStatsCsvResponse = z.object({ success: z.literal(true), count: z.number() });

/** CSV columns of the export, in order. */
export const teamStatsCsvColumns = [
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['role', 'Role'],
  ['group', 'Group'],
  ['profileViews', 'Profile views'],
  ['invitesSent', 'Invites sent'],
  ['invitesAccepted', 'Invites accepted'],
  ['invitesAcceptedPercent', 'Acceptance rate %'],
  ['messages', 'Messages'],
  ['replies', 'Replies'],
  ['repliesPercent', 'Reply rate %'],
  ['inmails', 'InMails'],
  ['emails', 'Emails'],
  ['greetings', 'Greetings'],
] as const;
