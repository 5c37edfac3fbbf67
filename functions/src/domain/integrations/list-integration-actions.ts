import { ActivityEntity } from '../../data/entities/activity.ts';
import type { Deps } from '../../ports/deps.ts';
import { actionRow, type KeyOwner } from './integration-rows.ts';

type ActivityItem = Parameters<typeof actionRow>[0] & { at: number; activityId: string };

/**
 * The key owner's newest actions of the given kinds, newest first, 0-based `page` of `per_page`
 * (spec 4). Each kind is read from the owner's own kind index (`byUserKind`), at most the rows up to
 * the page's end per kind, and the kinds are merged by time: the cost follows the page asked for,
 * not the size of the team's activity log. `campaignId` narrows to one campaign.
 */
export async function listIntegrationActions(
  _deps: Deps,
  owner: KeyOwner,
  q: { kinds: readonly string[]; page: number; per_page: number; campaignId?: string },
) {
  const want = (q.page + 1) * q.per_page;
  const campaignId = q.campaignId;
  const perKind = await Promise.all(
    [...new Set(q.kinds)].map(async (kind) => {
      const query = ActivityEntity.query.byUserKind({
        teamId: owner.teamId,
        userId: owner.userId,
        kind,
      });
      const { data } = await (campaignId
        ? query.where((a, op) => op.eq(a.campaignId, campaignId))
        : query
      ).go({ order: 'desc', count: want, limit: Math.min(want, 1000) });
      return data as ActivityItem[];
    }),
  );
  const rows = perKind
    .flat()
    .sort((a, b) => b.at - a.at || (a.activityId < b.activityId ? 1 : a.activityId > b.activityId ? -1 : 0));
  return {
    page: q.page,
    per_page: q.per_page,
    actions: rows.slice(q.page * q.per_page, want).map(actionRow),
  };
}
