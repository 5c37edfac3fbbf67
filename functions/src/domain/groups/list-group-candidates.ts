import type { TGroupCandidatesQuery } from '@outreach/shared/schemas/groups';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews } from '../teams/member-views.ts';
import { findGroup, groupAccess } from './group-access.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * GET /groups/{id}/candidates: the members the caller may put into the group, by name. An admin in a
 * group (the Manage group page) gets the plain members without a group, never themselves; the owner
 * gets everyone not already in it. Searched by name or email (substring, any case).
 */
export async function listGroupCandidates(
  deps: Deps,
  auth: AuthContext,
  groupId: string,
  q: TGroupCandidatesQuery,
) {
  const { teamId, scope } = await groupAccess(deps, auth);
  await findGroup(deps, teamId, groupId, scope);
  const needle = q.search?.toLowerCase();
  const rows = (await loadMemberViews(deps, teamId))
    .filter((m) =>
      scope ? m.role === 'member' && !m.groupId && m.userId !== auth.userId : m.groupId !== groupId,
    )
    .filter(
      (m) =>
        !needle ||
        m.name.toLowerCase().includes(needle) ||
        Boolean(m.user.email?.toLowerCase().includes(needle)),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || (a.memberId < b.memberId ? -1 : 1));
  const start = (q.page - 1) * q.perPage;
  return {
    members: rows.slice(start, start + q.perPage).map((m) => ({
      memberId: m.memberId,
      userId: m.userId,
      name: m.name,
      email: m.user.email,
      profilePictureUrl: m.profilePictureUrl,
      groupId: m.groupId,
    })),
    total: rows.length,
  };
}
