import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { featuresOfTeam } from '../teams/team-features.ts';

/** GET /me/features: the shared plan→feature table for the caller's team, with per-plan overrides. */
export async function getFeatures(deps: Deps, userId: string) {
  const user = (await UserEntity.get({ userId }).go()).data;
  const team = user?.lastTeamId ? (await TeamEntity.get({ teamId: user.lastTeamId }).go()).data : null;
  return featuresOfTeam(deps, team);
}
