import type { TGroupResponse } from '@outreach/shared/schemas/groups';
import type { TMemberView } from '@outreach/shared/schemas/team';

/** A group row as the Groups page shows it, with the members that point at it. */
export function groupView(
  g: { groupId: string; name: string; createdAt: number },
  members: readonly Pick<TMemberView, 'memberId' | 'userId' | 'name' | 'groupId'>[],
): TGroupResponse {
  const inGroup = members.filter((m) => m.groupId === g.groupId);
  return {
    id: g.groupId,
    name: g.name,
    membersCount: inGroup.length,
    members: inGroup.map((m) => ({ memberId: m.memberId, userId: m.userId, name: m.name })),
    createdAt: new Date(g.createdAt).toISOString(),
  };
}
