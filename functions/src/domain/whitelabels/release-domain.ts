import type { Deps } from '../../ports/deps.ts';

/** Frees the team's claim on `domain` (only its own claim). */
export async function releaseDomain(deps: Deps, teamId: string, domain: string) {
  await deps.db.entities.whiteLabelDomain
    .delete({ domain })
    .where((a, op) => op.eq(a.teamId, teamId))
    .go()
    .catch(() => undefined);
}

/** The team's `isWhiteLabelCustomDomain` (spec 1 §3 team data) follows the domain's validation. */
export async function setTeamCustomDomain(deps: Deps, teamId: string, validated: boolean) {
  await deps.db.entities.team.patch({ teamId }).set({ isWhiteLabelCustomDomain: validated }).go();
}
