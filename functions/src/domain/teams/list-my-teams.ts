import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';

/** GET /teams/mine: the teams the user belongs to, for the team switcher (lastTeamId marks the current). */
export async function listMyTeams(_deps: Deps, userId: string) {
  const [memberships, user] = await Promise.all([
    MembershipEntity.query.byUser({ userId }).go({ pages: 'all' }),
    UserEntity.get({ userId }).go(),
  ]);
  const teams = memberships.data.length
    ? (await TeamEntity.get(memberships.data.map((m) => ({ teamId: m.teamId }))).go()).data
    : [];
  const names = new Map(teams.map((t) => [t.teamId, t.name]));
  return {
    lastTeamId: user.data?.lastTeamId ?? null,
    teams: memberships.data
      .filter((m) => names.has(m.teamId))
      .map((m) => ({ id: m.teamId, name: names.get(m.teamId)!, role: m.role }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
