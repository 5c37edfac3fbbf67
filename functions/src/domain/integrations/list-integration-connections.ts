import { ConnectionEntity } from '../../data/entities/connection.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import type { Deps } from '../../ports/deps.ts';
import { connectionRow, type KeyOwner } from './integration-rows.ts';

/**
 * Newest connections, 0-based `page` of `per_page` (spec 4): the key owner's own, or with
 * `acrossTeam` every member's of the key's team (`get_member_connections`).
 */
export async function listIntegrationConnections(
  _deps: Deps,
  owner: KeyOwner,
  q: { page: number; per_page: number; acrossTeam?: boolean },
) {
  const want = (q.page + 1) * q.per_page;
  const userIds = q.acrossTeam
    ? (await MembershipEntity.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' })).data.map(
        (m) => m.userId,
      )
    : [owner.userId];
  // The newest `want` of each member are enough to know the newest `want` across them.
  const lists = await Promise.all(
    userIds.map(
      async (userId) =>
        (
          await ConnectionEntity.query
            .byConnectedAt({ teamId: owner.teamId, userId })
            .go({ order: 'desc', limit: want })
        ).data,
    ),
  );
  const rows = lists
    .flat()
    .sort((a, b) => b.connectedAt - a.connectedAt || a.publicId.localeCompare(b.publicId))
    .slice(q.page * q.per_page, want)
    .map(connectionRow);
  return { page: q.page, per_page: q.per_page, connections: rows };
}
