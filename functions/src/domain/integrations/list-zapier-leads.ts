import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { listIntegrationActions } from './list-integration-actions.ts';

/**
 * GET /leads/campaign/{id}/zapier (spec 3 names the call only; ours): the campaign's newest leads as
 * the integration API's `new-leads?campaign=` answers them to a Zap (the same rows, newest first,
 * 0-based `page` of `per_page`), for the signed-in app: the campaign page shows it as the sample a
 * Zap will receive. Another team's or a deleted campaign is a 404; a plan without Zapier a 403 with the
 * upgrade hint.
 */
export async function listZapierLeads(
  deps: Deps,
  teamId: string,
  campaignId: string,
  q: { page: number; per_page: number },
) {
  const campaign = await loadCampaign(deps, teamId, campaignId);
  await assertTeamFeature(deps, teamId, 'zapier');
  // Leads found are recorded under the campaign's owner (the one whose key a Zap would use).
  return listIntegrationActions(
    deps,
    { teamId, userId: campaign.userId },
    { kinds: ['lead found'], campaignId, page: q.page, per_page: q.per_page },
  );
}
