import type { CampaignCategory, CampaignStatus } from '@outreach/shared/rules/outreach/campaigns';
import { campaignListStatus, campaignStatuses } from '@outreach/shared/rules/outreach/campaigns';
import type { Deps } from '../../ports/deps.ts';
import { type CampaignRow, campaignView } from './campaign-view.ts';

async function teamCampaigns(deps: Deps, teamId: string): Promise<CampaignRow[]> {
  const { data } = await deps.db.entities.campaign.query.byTeam({ teamId }).go({ pages: 'all' });
  return data.filter((c) => !c.isRemoved);
}

const listStatus = (c: CampaignRow) => campaignListStatus({ status: c.status, runState: c.runState });

/**
 * GET /campaigns: the team's campaigns of a category and list status (spec 3 §2 tabs), sorted
 * (createdAt DESC by default) and paged: `{ total, campaigns }`.
 */
export async function listCampaigns(
  deps: Deps,
  teamId: string,
  q: {
    page: number;
    perPage: number;
    sortField: 'createdAt' | 'name' | 'updatedAt';
    sortOrder: 'ASC' | 'DESC';
    category?: CampaignCategory;
    status?: CampaignStatus;
  },
) {
  const all = await teamCampaigns(deps, teamId);
  const rows = all.filter(
    (c) => (!q.category || c.category === q.category) && (!q.status || listStatus(c) === q.status),
  );
  const dir = q.sortOrder === 'ASC' ? 1 : -1;
  rows.sort((a, b) => {
    const x = a[q.sortField];
    const y = b[q.sortField];
    return (typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y)) * dir;
  });
  const start = (q.page - 1) * q.perPage;
  return { total: rows.length, campaigns: rows.slice(start, start + q.perPage).map(campaignView) };
}

/** GET /campaigns/counts: how many campaigns each list tab holds (of one category when given). */
export async function countCampaigns(deps: Deps, teamId: string, category?: CampaignCategory) {
  const all = await teamCampaigns(deps, teamId);
  const counts = Object.fromEntries(campaignStatuses.map((s) => [s, 0])) as Record<CampaignStatus, number>;
  for (const c of all) if (!category || c.category === category) counts[listStatus(c)]++;
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}
