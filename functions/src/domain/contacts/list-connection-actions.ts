import { ActivityEntity } from '../../data/entities/activity.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { requireConnection } from './connection-row.ts';
import { personLeads } from './find-person-leads.ts';

/**
 * GET /connections/{entityUrn}/actions (page, perPage): the person's activity history across the
 * owner's campaigns, newest first (the activity's `byLead` index per campaign lead of that person).
 */
export async function listConnectionActions(
  deps: Deps,
  acc: AccountKey,
  ref: string,
  q: { page: number; perPage: number },
) {
  const c = await requireConnection(deps, acc, ref);
  const leads = await personLeads(deps, acc.teamId, acc.userId, c.publicId);
  const want = q.page * q.perPage;
  const lists = await Promise.all(
    leads.map(
      async (l) =>
        (
          await ActivityEntity.query
            .byLead({ teamId: acc.teamId, campaignId: l.campaignId, leadId: l.leadId })
            .go({ order: 'desc', limit: want })
        ).data,
    ),
  );
  const all = lists.flat().sort((a, b) => b.at - a.at);
  return {
    actions: all.slice((q.page - 1) * q.perPage, want).map((a) => ({
      id: a.activityId,
      description: a.kind,
      message: a.message ?? null,
      createdAt: new Date(a.at).toISOString(),
      campaignId: a.campaignId,
      campaignName: a.campaignName ?? null,
    })),
    total: all.length >= want ? null : all.length,
  };
}
