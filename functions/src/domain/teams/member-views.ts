import { compareRoles } from '@outreach/shared/rules/roles';
import type { TMembersQuery, TMemberView } from '@outreach/shared/schemas/team';
import type { Deps } from '../../ports/deps.ts';
import { teamMemberships } from './team-access.ts';

/** Every member of a team as the members table shows them (spec 1 §3 team member). */
export async function loadMemberViews(deps: Deps, teamId: string): Promise<TMemberView[]> {
  const memberships = await teamMemberships(deps, teamId);
  if (memberships.length === 0) return [];
  const users = (await deps.db.entities.user.get(memberships.map((m) => ({ userId: m.userId }))).go()).data;
  const byId = new Map(users.map((u) => [u.userId, u]));
  return memberships.flatMap((m) => {
    const u = byId.get(m.userId);
    if (!u) return [];
    return [
      {
        memberId: m.memberId,
        userId: m.userId,
        teamId,
        name: `${u.firstName} ${u.lastName}`.trim(),
        profilePictureUrl: u.profilePictureUrl ?? null,
        role: m.role,
        groupId: m.groupId ?? null,
        isAlfredAdmin: u.isAlfredAdmin ?? false,
        isGhostUser: u.isGhostUser ?? false,
        status: 'active' as const,
        user: { email: u.isGhostUser ? null : u.email },
      },
    ];
  });
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Filters, sorts and pages the members table on the server (spec 1 §7 members listing). Role sorts
 * by rank, owner first in ASC (ours); ties fall back to name so pages are stable.
 */
export function pageMembers(all: TMemberView[], q: TMembersQuery) {
  const name = q.searchName?.toLowerCase();
  const email = q.searchEmail?.toLowerCase();
  const groups = q.groupIds?.length ? new Set(q.groupIds) : null;
  const rows = all.filter(
    (m) =>
      (!name || m.name.toLowerCase().includes(name)) &&
      (!email || (m.user.email ?? '').toLowerCase().includes(email)) &&
      (!groups || (m.groupId !== null && groups.has(m.groupId))),
  );
  const key = (m: TMemberView): string => {
    switch (q.sortField) {
      case 'name':
        return m.name;
      case 'email':
        return m.user.email ?? '';
      case 'group':
        return m.groupId ?? '';
      default:
        return m.status;
    }
  };
  const dir = q.sortOrder === 'DESC' ? -1 : 1;
  rows.sort((a, b) => {
    const primary = q.sortField === 'role' ? compareRoles(b.role, a.role) : collator.compare(key(a), key(b));
    return dir * primary || collator.compare(a.name, b.name) || a.memberId.localeCompare(b.memberId);
  });
  const start = (q.page - 1) * q.perPage;
  return { members: rows.slice(start, start + q.perPage), total: rows.length };
}
