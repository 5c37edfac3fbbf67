import type { Deps } from '../../ports/deps.ts';
import { featuresOfTeam } from '../teams/team-features.ts';

/** GET /me/features: the shared plan→feature table for the caller's team, with per-plan overrides. */
export async function getFeatures(deps: Deps, userId: string) {
  const user = (await deps.db.entities.user.get({ userId }).go()).data;
  const team = user?.lastTeamId
    ? (await deps.db.entities.team.get({ teamId: user.lastTeamId }).go()).data
    : null;
  return featuresOfTeam(deps, team);
}
