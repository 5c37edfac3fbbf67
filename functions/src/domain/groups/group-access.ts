import { AppError } from '@outreach/shared/errors';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from '../teams/current-team.ts';
import { NOT_ALLOWED, requireMembership } from '../teams/team-access.ts';
import { assertTeamFeature } from '../teams/team-features.ts';

export const GROUP_NOT_FOUND = 'Group not found';

/**
 * Who acts on the current team's groups (spec 1 §6): the owner on every group (feature teamGroups);
 * an admin in a group on that group only (feature teamGroup). Anyone else: 403.
 */
export async function groupAccess(deps: Deps, auth: AuthContext, opts: { ownerOnly?: boolean } = {}) {
  const teamId = await currentTeamId(deps, auth);
  const { team, membership } = await requireMembership(deps, teamId, auth.userId);
  if (membership.role === 'owner') {
    await assertTeamFeature(deps, team, 'teamGroups');
    return { teamId, team, membership, scope: null as string | null };
  }
  if (opts.ownerOnly || membership.role !== 'admin' || !membership.groupId)
    throw new AppError('FORBIDDEN', NOT_ALLOWED);
  await assertTeamFeature(deps, team, 'teamGroup');
  return { teamId, team, membership, scope: membership.groupId as string | null };
}

/** A group of the team within the caller's scope; 404 for another team's, or another group of a scoped admin. */
export async function findGroup(_deps: Deps, teamId: string, groupId: string, scope: string | null) {
  if (scope && scope !== groupId) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  const group = (await TeamGroupEntity.get({ teamId, groupId }).go()).data;
  if (!group) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return group;
}

/** Every group of a team, by name (a team holds at most MAX_GROUPS). */
export async function teamGroups(_deps: Deps, teamId: string) {
  const rows = (await TeamGroupEntity.query.byTeam({ teamId }).go({ pages: 'all' })).data;
  return rows.sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.groupId < b.groupId ? -1 : 1),
  );
}

export const MAX_GROUPS = 200;
