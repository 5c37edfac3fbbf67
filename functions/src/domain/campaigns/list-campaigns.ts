import { pagination } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import type { CampaignCategory, CampaignStatus } from '@outreach/shared/rules/outreach/campaigns';
import { campaignListStatus, campaignStatuses } from '@outreach/shared/rules/outreach/campaigns';
import * as z from 'zod';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { campaignTabCounts } from './campaign-counters.ts';
import { type CampaignRow, campaignView } from './campaign-view.ts';

const listStatus = (c: CampaignRow) => campaignListStatus({ status: c.status, runState: c.runState });
const campaignCursor = z.object({ c: z.string().min(1).max(64) });

export interface CampaignListQuery {
  page: number;
  perPage: number;
  sortField: 'createdAt' | 'name' | 'updatedAt';
  sortOrder: 'ASC' | 'DESC';
  category?: CampaignCategory;
  status?: CampaignStatus;
  cursor?: string;
}

/** Sorting by name or update time needs every row at once: allowed up to the page-depth cap (ours). */
const tooManyToSort = `Sorting by name or update time works for up to ${pagination.maxPageDepth} campaigns; sort by createdAt`;

/**
 * GET /campaigns: the team's campaigns of a category and list status (spec 3 §2 tabs), sorted
 * (createdAt DESC by default) and paged: `{ total, campaigns, nextCursor }`. createdAt order is the
 * key order (campaign ids are ULIDs), so pages walk the index from a cursor; `total` comes from the
 * tab counters.
 */
export async function listCampaigns(deps: Deps, teamId: string, q: CampaignListQuery) {
  const counts = await campaignTabCounts(deps, teamId, q.category);
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const match = (c: CampaignRow) =>
    !c.isRemoved && (!q.category || c.category === q.category) && (!q.status || listStatus(c) === q.status);
  const order = q.sortOrder === 'ASC' ? 'asc' : 'desc';
  const byTeam = () => CampaignEntity.query.byTeam({ teamId });
  if (q.sortField !== 'createdAt') {
    const { data } = await byTeam().go({ limit: pagination.maxPageDepth + 1 });
    if (data.length > pagination.maxPageDepth) throw new AppError('BAD_REQUEST', tooManyToSort);
    const dir = order === 'asc' ? 1 : -1;
    const key = q.sortField;
    const rows = data
      .filter(match)
      .sort((a, b) =>
        key === 'name' ? a.name.localeCompare(b.name) * dir : (a.updatedAt - b.updatedAt) * dir,
      );
    const start = (q.page - 1) * q.perPage;
    return { total, campaigns: rows.slice(start, start + q.perPage).map(campaignView), nextCursor: null };
  }
  const page = await walkPage<CampaignRow, string>({
    read: async (after, limit) => {
      const ranged =
        after === undefined
          ? byTeam()
          : order === 'asc'
            ? byTeam().gt({ campaignId: after })
            : byTeam().lt({ campaignId: after });
      return (await ranged.go({ limit, order })).data;
    },
    positionOf: (c) => c.campaignId,
    match,
    after: q.cursor ? decodeCursor(q.cursor, campaignCursor).c : undefined,
    skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
    take: q.perPage,
  });
  return {
    total,
    campaigns: page.rows.map(campaignView),
    nextCursor: page.next === null ? null : encodeCursor({ c: page.next }),
  };
}

/** GET /campaigns/counts: how many campaigns each list tab holds (of one category when given). */
export async function countCampaigns(deps: Deps, teamId: string, category?: CampaignCategory) {
  const counts = await campaignTabCounts(deps, teamId, category);
  return { ...counts, total: campaignStatuses.reduce((n, s) => n + counts[s], 0) };
}
