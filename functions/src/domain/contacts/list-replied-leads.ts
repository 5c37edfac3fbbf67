import * as z from 'zod';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadTags } from '../tags/tag-view.ts';
import { crmLeadView, positionOfLead, readTeamRecent } from './lead-row.ts';
import { teamSharing } from './team-sharing.ts';

const position = z.object({ u: z.number(), c: z.string().max(64), l: z.string().max(512) });

/**
 * GET /leads/replied (page, perPage = 20, name): leads who answered, most recently changed first.
 * `total` is the visible campaigns' kept `repliesCount` (null when filtered by name).
 */
export async function listRepliedLeads(
  deps: Deps,
  teamId: string,
  userId: string,
  q: { page: number; perPage: number; cursor?: string; name?: string },
) {
  const [sharing, tags, campaignRows] = await Promise.all([
    teamSharing(deps, teamId),
    loadTags(deps, teamId),
    CampaignEntity.query.byTeam({ teamId }).go({ pages: 'all' }),
  ]);
  const campaigns = new Map(campaignRows.data.map((c) => [c.campaignId, c]));
  const needle = q.name?.trim().toLowerCase();
  const page = await walkPage({
    read: (after, limit) => readTeamRecent(deps, teamId, after, limit, 'desc'),
    positionOf: positionOfLead,
    match: (l) =>
      Boolean(l.repliedAt) &&
      (sharing.shareMemberLeads || l.userId === userId) &&
      (!needle ||
        String((l.person as { name?: string })?.name ?? '')
          .toLowerCase()
          .includes(needle)),
    after: q.cursor ? decodeCursor(q.cursor, position) : undefined,
    skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
    take: q.perPage,
  });
  const total = needle
    ? null
    : campaignRows.data
        .filter((c) => sharing.shareMemberLeads || c.userId === userId)
        .reduce((n, c) => n + Math.max(0, c.repliesCount ?? 0), 0);
  return {
    total,
    leads: page.rows.map((l) => crmLeadView(l, tags, campaigns.get(l.campaignId))),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}
