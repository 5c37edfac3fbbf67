import { AppError } from '@outreach/shared/errors';
import type { FeatureKey } from '@outreach/shared/plans/features';
import type { Role } from '@outreach/shared/rules/roles';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from './team-features.ts';

export const TEAM_NOT_FOUND = 'Team not found';
export const NOT_ALLOWED = 'You do not have permission to do this';

/** The team and the caller's membership; 404 when the caller is not in it (another tenant's team). */
export async function requireMembership(_deps: Deps, teamId: string, userId: string) {
  const [team, membership] = await Promise.all([
    TeamEntity.get({ teamId }).go(),
    MembershipEntity.get({ teamId, userId }).go(),
  ]);
  if (!team.data || !membership.data) throw new AppError('NOT_FOUND', TEAM_NOT_FOUND);
  return { team: team.data, membership: membership.data };
}

/**
 * Membership with one of `roles` (403 otherwise) and, when given, the plan `feature` (403 with its
 * upgrade hint): the server side of the page gates of spec 1 §6.
 */
export async function requireTeamRole(
  deps: Deps,
  teamId: string,
  userId: string,
  roles: readonly Role[],
  feature?: FeatureKey,
) {
  const access = await requireMembership(deps, teamId, userId);
  if (!roles.includes(access.membership.role)) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  if (feature) await assertTeamFeature(deps, access.team, feature);
  return access;
}

/** Every membership of a team (teams are bounded by their seats). */
export async function teamMemberships(_deps: Deps, teamId: string) {
  return (await MembershipEntity.query.byTeam({ teamId }).go({ pages: 'all' })).data;
}

/** A membership of the team by its memberId (or userId); 404 when it is not in this team. */
export async function findMember(deps: Deps, teamId: string, memberIdOrUserId: string) {
  const direct = (await MembershipEntity.get({ teamId, userId: memberIdOrUserId }).go()).data;
  if (direct) return direct;
  const found = (await teamMemberships(deps, teamId)).find((m) => m.memberId === memberIdOrUserId);
  if (!found) throw new AppError('NOT_FOUND', 'Member not found');
  return found;
}

/** Team invites that still hold a seat (pending or rejected are listed; rejected ones free it). */
export async function teamInvites(_deps: Deps, teamId: string) {
  return (await TeamInviteEntity.query.byTeam({ teamId }).go({ pages: 'all' })).data;
}

export const NO_SEATS = 'There are no free seats left in your plan. Please add more users first.';

/** Refuses a new invite or ghost member when members plus non-rejected invites fill the seats. */
export async function assertFreeSeat(deps: Deps, team: { teamId: string; seats?: number | null }) {
  const [members, invites] = await Promise.all([
    teamMemberships(deps, team.teamId),
    teamInvites(deps, team.teamId),
  ]);
  const used = members.length + invites.filter((i) => i.status === 'pending').length;
  if (used >= (team.seats ?? 1)) throw new AppError('BAD_REQUEST', NO_SEATS);
}
