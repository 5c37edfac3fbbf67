import type { Deps } from '../../ports/deps.ts';

/** GET /teams/mine: the teams the user belongs to, for the team switcher (lastTeamId marks the current). */
export async function listMyTeams(deps: Deps, userId: string) {
  const [memberships, user] = await Promise.all([
    deps.db.entities.membership.query.byUser({ userId }).go({ pages: 'all' }),
    deps.db.entities.user.get({ userId }).go(),
  ]);
  const teams = memberships.data.length
    ? (await deps.db.entities.team.get(memberships.data.map((m) => ({ teamId: m.teamId }))).go()).data
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
