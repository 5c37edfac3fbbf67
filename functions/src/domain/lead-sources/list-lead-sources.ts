import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';

/**
 * GET /lead-sources/campaign/{id}: a campaign's lead sources (spec 3 §3: id, searchType, searchUrl,
 * isSearchEnded, createdAt). Ours: a campaign has one source, its own search or CSV, whose id is
 * the campaign's (what restart-search's `leadSourceIds` names).
 */
export async function listLeadSources(deps: Deps, teamId: string, campaignId: string) {
  const c = await loadCampaign(deps, teamId, campaignId);
  return [
    {
      id: c.campaignId,
      searchType: c.campaignType,
      searchUrl: c.searchUrl ?? null,
      searchParameters: c.searchParameters ?? null,
      isSearchEnded: c.isSearchEnded ?? false,
      canRestart: Boolean(c.searchUrl) && (c.isSearchEnded ?? false),
      createdAt: new Date(c.createdAt).toISOString(),
    },
  ];
}
