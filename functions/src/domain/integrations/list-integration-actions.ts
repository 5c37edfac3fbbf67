import type { Deps } from '../../ports/deps.ts';
import { actionRow, type KeyOwner } from './integration-rows.ts';

/**
 * The key owner's newest actions of the given kinds, newest first, 0-based `page` of `per_page`
 * (spec 4): reads the team's (or one campaign's) time-sorted activity in batches until the page is full.
 */
export async function listIntegrationActions(
  deps: Deps,
  owner: KeyOwner,
  q: { kinds: readonly string[]; page: number; per_page: number; campaignId?: string },
) {
  const want = (q.page + 1) * q.per_page;
  const kinds = new Set(q.kinds);
  const rows: ReturnType<typeof actionRow>[] = [];
  let cursor: string | null = null;
  do {
    const query = q.campaignId
      ? deps.db.entities.activity.query.byCampaign({ teamId: owner.teamId, campaignId: q.campaignId })
      : deps.db.entities.activity.query.byTeam({ teamId: owner.teamId });
    const res: { data: Parameters<typeof actionRow>[0][] & { userId: string }[]; cursor: string | null } =
      await query.go({ order: 'desc', limit: 500, cursor });
    for (const a of res.data as (Parameters<typeof actionRow>[0] & { userId: string })[]) {
      if (a.userId === owner.userId && kinds.has(a.kind)) rows.push(actionRow(a));
    }
    cursor = res.cursor;
  } while (cursor && rows.length < want);
  return {
    page: q.page,
    per_page: q.per_page,
    actions: rows.slice(q.page * q.per_page, want),
  };
}
