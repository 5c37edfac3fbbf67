import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * Makes sure the team carries its owner count (teams created before the counter get it from their
 * memberships once; the condition keeps a concurrent initialisation from counting twice).
 */
export async function ensureOwnerCount(_deps: Deps, teamId: string): Promise<void> {
  const team = (await TeamEntity.get({ teamId }).go()).data;
  if (!team || team.ownerCount !== undefined) return;
  const owners = (await MembershipEntity.query.byTeam({ teamId }).go({ pages: 'all' })).data.filter(
    (m) => m.role === 'owner',
  ).length;
  await TeamEntity.patch({ teamId })
    .set({ ownerCount: owners })
    .where((a, op) => op.notExists(a.ownerCount))
    .go()
    .catch(() => {});
}

export const LAST_OWNER = 'A team needs at least one owner. Make someone else an owner first.';
export const CHANGED_MEANWHILE = 'This member changed meanwhile. Please reload and try again.';
