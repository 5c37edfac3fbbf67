import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * After a user leaves or is removed from a team: their current team moves to another team of
 * theirs, or, when none is left, to a new personal team on the free plan (ours: they keep an
 * account they can sign in to). Ghost users get no team: they cannot sign in.
 */
export async function moveToHomeTeam(deps: Deps, userId: string, leftTeamId: string): Promise<string | null> {
  const user = (await UserEntity.get({ userId }).go()).data;
  if (!user) return null;
  const others = (await MembershipEntity.query.byUser({ userId }).go({ pages: 'all' })).data.filter(
    (m) => m.teamId !== leftTeamId,
  );
  const now = deps.clock.now();
  let next = user.lastTeamId !== leftTeamId && user.lastTeamId ? user.lastTeamId : others[0]?.teamId;
  if (!next && !user.isGhostUser) {
    next = ulid(now);
    await createWriteTransaction(
      { team: TeamEntity, membership: MembershipEntity },
      ({ team, membership }) => [
        team
          .create({
            teamId: next!,
            name: `${user.firstName}'s team`,
            ownerId: userId,
            ownerCount: 1,
            seats: 1,
            plan: 'free',
            hasFreePlan: true,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        membership
          .create({ teamId: next!, userId, memberId: ulid(now), role: 'owner', createdAt: now })
          .commit(),
      ],
    ).go();
  }
  if (next !== user.lastTeamId)
    await UserEntity.patch({ userId }).set({ lastTeamId: next, updatedAt: now }).go();
  return next ?? null;
}
