import { type CampaignCategory, campaignListStatus } from '@outreach/shared/rules/outreach/campaigns';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';

/** OURS: the most campaigns the grouped and search lists read (a team's whole list, well above real use). */
const MAX_LISTED = 2000;

async function teamCampaigns(_deps: Deps, teamId: string) {
  const { data } = await CampaignEntity.query.byTeam({ teamId }).go({
    limit: MAX_LISTED,
    order: 'desc',
    attributes: ['campaignId', 'name', 'category', 'status', 'runState', 'isRemoved', 'campaignType'],
  });
  return data.filter((c) => !c.isRemoved);
}

/** GET /campaigns/grouped (spec 4): `[{ category, campaigns: [{ id, name }] }]`, newest first. */
export async function listGrouped(deps: Deps, teamId: string) {
  const groups = new Map<CampaignCategory, { id: string; name: string }[]>();
  for (const c of await teamCampaigns(deps, teamId)) {
    const list = groups.get(c.category) ?? [];
    list.push({ id: c.campaignId, name: c.name });
    groups.set(c.category, list);
  }
  return [...groups].map(([category, campaigns]) => ({ category, campaigns }));
}

/**
 * GET /campaigns/search-list: the team's campaigns for filter pickers (activity, replies, contacts),
 * whose name contains `filter` (any case): `[{ id, name, category, campaignType, status }]`.
 */
export async function searchList(
  deps: Deps,
  teamId: string,
  q: { filter?: string; category?: CampaignCategory },
) {
  const f = q.filter?.toLowerCase();
  return (await teamCampaigns(deps, teamId))
    .filter((c) => (!f || c.name.toLowerCase().includes(f)) && (!q.category || c.category === q.category))
    .map((c) => ({
      id: c.campaignId,
      name: c.name,
      category: c.category,
      campaignType: c.campaignType,
      status: campaignListStatus(c),
    }));
}

/** Categories whose leads come from the LinkedIn network, so they can hold connections (ours). */
const networkCategories = new Set<CampaignCategory>([
  'linkedin',
  'inmail',
  'event',
  'group',
  'company',
  'multichannel',
]);

/**
 * GET /campaigns/search-list/connections (spec 3 §7 "filter"; which campaigns is ours): the campaign
 * picker of the connections filter (`campaignIds`): the team's campaigns that reach the LinkedIn
 * network (every category but email and X), named like `filter`, in search-list's shape.
 */
export async function searchConnectionCampaigns(
  deps: Deps,
  teamId: string,
  q: { filter?: string; category?: CampaignCategory },
) {
  return (await searchList(deps, teamId, q)).filter((c) => networkCategories.has(c.category));
}
