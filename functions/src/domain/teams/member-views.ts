import { roleOrder } from '@outreach/shared/rules/roles';
import type { TMembersQuery, TMemberView } from '@outreach/shared/schemas/team';
import * as z from 'zod';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { teamMemberships } from './team-access.ts';

/** Every member of a team as the members table shows them (spec 1 §3 team member). */
export async function loadMemberViews(deps: Deps, teamId: string): Promise<TMemberView[]> {
  const memberships = await teamMemberships(deps, teamId);
  if (memberships.length === 0) return [];
  const [users, groups] = await Promise.all([
    UserEntity.get(memberships.map((m) => ({ userId: m.userId }))).go(),
    memberships.some((m) => m.groupId)
      ? TeamGroupEntity.query.byTeam({ teamId }).go({ pages: 'all' })
      : { data: [] },
  ]);
  const byId = new Map(users.data.map((u) => [u.userId, u]));
  const groupName = new Map(groups.data.map((g) => [g.groupId, g.name]));
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
        // A group deleted meanwhile (its sweep not yet done) counts as none.
        groupId: m.groupId && groupName.has(m.groupId) ? m.groupId : null,
        group:
          m.groupId && groupName.has(m.groupId)
            ? { id: m.groupId, name: groupName.get(m.groupId) ?? '' }
            : null,
        isAlfredAdmin: u.isAlfredAdmin ?? false,
        isGhostUser: u.isGhostUser ?? false,
        status: 'active' as const,
        user: { email: u.isGhostUser ? null : u.email },
      },
    ];
  });
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Where a row sits in the members order: the sort key, then name and memberId (what a cursor holds). */
const ZMemberPosition = z.object({ k: z.union([z.string(), z.number()]), n: z.string(), id: z.string() });
type MemberPosition = z.infer<typeof ZMemberPosition>;

function positionOf(m: TMemberView, sortField: TMembersQuery['sortField']): MemberPosition {
  const k = (() => {
    switch (sortField) {
      case 'role':
        // Owners first in ASC: the rank read backwards.
        return -roleOrder.indexOf(m.role);
      case 'name':
        return m.name;
      case 'email':
        return m.user.email ?? '';
      case 'group':
        return m.group?.name ?? '';
      default:
        return m.status;
    }
  })();
  return { k, n: m.name, id: m.memberId };
}

/**
 * Filters, sorts and pages the members table on the server (spec 1 §7 members listing). Role sorts
 * by rank, owner first in ASC (ours); ties fall back to name, then memberId, so the order is total.
 * A page is either the `page`-th of `perPage` rows or, with `cursor` (the `nextCursor` of the page
 * before), the `perPage` rows after that position: pages stay whole while members come and go.
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
  const dir = q.sortOrder === 'DESC' ? -1 : 1;
  const compare = (a: MemberPosition, b: MemberPosition) => {
    const primary =
      typeof a.k === 'number' && typeof b.k === 'number'
        ? a.k - b.k
        : collator.compare(String(a.k), String(b.k));
    return dir * primary || collator.compare(a.n, b.n) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
  const keyed = rows.map((m) => ({ m, p: positionOf(m, q.sortField) }));
  keyed.sort((a, b) => compare(a.p, b.p));
  let start = (q.page - 1) * q.perPage;
  if (q.cursor) {
    const after = decodeCursor(q.cursor, ZMemberPosition);
    start = keyed.findIndex((r) => compare(r.p, after) > 0);
    if (start < 0) start = keyed.length;
  }
  const page = keyed.slice(start, start + q.perPage);
  const last = page.at(-1);
  return {
    members: page.map((r) => r.m),
    total: rows.length,
    nextCursor: last && start + q.perPage < keyed.length ? encodeCursor(last.p) : null,
  };
}
