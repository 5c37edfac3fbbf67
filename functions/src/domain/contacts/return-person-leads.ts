import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { returnLeads } from '../leads/return-leads.ts';
import { personLeads } from './find-person-leads.ts';

/**
 * PATCH /leads/return-to-campaign {entityUrns} (person keys or entity URNs): every campaign lead of
 * these people the caller owns goes back into its campaign's sequence, as PATCH
 * /leads/campaign/{id}/return does per campaign (ignored and replied leads; others are unchanged).
 * Leads of removed campaigns and unknown people are skipped. Answers `{ returned, campaigns }`.
 */
export async function returnPersonLeads(deps: Deps, teamId: string, userId: string, refs: readonly string[]) {
  const byCampaign = new Map<string, string[]>();
  for (const ref of new Set(refs))
    for (const l of await personLeads(deps, teamId, userId, ref))
      byCampaign.set(l.campaignId, [...(byCampaign.get(l.campaignId) ?? []), l.leadId]);
  let returned = 0;
  let campaigns = 0;
  for (const [campaignId, leadIds] of byCampaign) {
    const c = (await CampaignEntity.get({ teamId, campaignId }).go()).data;
    if (!c || c.isRemoved) continue;
    const r = await returnLeads(deps, teamId, campaignId, leadIds);
    returned += r.returned;
    if (r.returned > 0) campaigns++;
  }
  return { returned, campaigns };
}
