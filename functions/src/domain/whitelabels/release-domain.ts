import { TeamEntity } from '../../data/entities/team.ts';
import { WhiteLabelDomainEntity } from '../../data/entities/white-label.ts';
import type { Deps } from '../../ports/deps.ts';

/** Frees the team's claim on `domain` (only its own claim). */
export async function releaseDomain(_deps: Deps, teamId: string, domain: string) {
  await WhiteLabelDomainEntity.delete({ domain })
    .where((a, op) => op.eq(a.teamId, teamId))
    .go()
    .catch(() => undefined);
}

/** The team's `isWhiteLabelCustomDomain` (spec 1 §3 team data) follows the domain's validation. */
export async function setTeamCustomDomain(_deps: Deps, teamId: string, validated: boolean) {
  await TeamEntity.patch({ teamId }).set({ isWhiteLabelCustomDomain: validated }).go();
}
