import { AppError } from '@outreach/shared/errors';
import { ulid } from 'ulid';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { groupAccess, MAX_GROUPS, teamGroups } from './group-access.ts';
import { groupView } from './group-view.ts';

export const TOO_MANY_GROUPS = `A team can have at most ${MAX_GROUPS} groups`;

/** POST /groups: the owner creates a group in the current team ('The group has been created'). */
export async function createGroup(deps: Deps, auth: AuthContext, name: string) {
  const { teamId } = await groupAccess(deps, auth, { ownerOnly: true });
  if ((await teamGroups(deps, teamId)).length >= MAX_GROUPS)
    throw new AppError('BAD_REQUEST', TOO_MANY_GROUPS);
  const now = deps.clock.now();
  const row = { teamId, groupId: ulid(now), name, createdBy: auth.userId, createdAt: now, updatedAt: now };
  await TeamGroupEntity.create(row).go();
  return groupView(row, []);
}
