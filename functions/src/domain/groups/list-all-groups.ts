import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { groupAccess, teamGroups } from './group-access.ts';

/** GET /groups/all: the groups the caller may pick, by name (the members filter and group select). */
export async function listAllGroups(deps: Deps, auth: AuthContext) {
  const { teamId, scope } = await groupAccess(deps, auth);
  const groups = (await teamGroups(deps, teamId)).filter((g) => !scope || g.groupId === scope);
  return { groups: groups.map((g) => ({ id: g.groupId, name: g.name })) };
}
