import type { TGroupsQuery } from '@outreach/shared/schemas/groups';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews } from '../teams/member-views.ts';
import { groupAccess, teamGroups } from './group-access.ts';
import { groupView } from './group-view.ts';

/** GET /groups: a page of the Groups page, by name, each group with its members. */
export async function listGroups(deps: Deps, auth: AuthContext, q: TGroupsQuery) {
  const { teamId, scope } = await groupAccess(deps, auth);
  const search = q.searchName?.toLowerCase();
  const [groups, members] = await Promise.all([teamGroups(deps, teamId), loadMemberViews(deps, teamId)]);
  const rows = groups.filter(
    (g) => (!scope || g.groupId === scope) && (!search || g.name.toLowerCase().includes(search)),
  );
  const start = (q.page - 1) * q.perPage;
  return {
    groups: rows.slice(start, start + q.perPage).map((g) => groupView(g, members)),
    total: rows.length,
  };
}
