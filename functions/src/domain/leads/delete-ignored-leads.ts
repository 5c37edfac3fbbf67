import { ignoredLeadStatuses } from '@outreach/shared/rules/outreach/leads';
import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { LeadTypeCounterEntity } from '../../data/entities/lead-type-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { typesOf } from './lead-type-counts.ts';
import { leadsByUrns } from './leads-by-urns.ts';

type Lead = EntityItem<typeof LeadEntity>;
const isIgnored = (l: Lead) => (ignoredLeadStatuses as readonly string[]).includes(l.status);

/** Deletes one ignored lead with its filter counters and the campaign's counts, in one transaction. */
async function deleteOne(_deps: Deps, l: Lead): Promise<boolean> {
  const key = { teamId: l.teamId, campaignId: l.campaignId, leadId: l.leadId };
  const res = await createWriteTransaction(
    { lead: LeadEntity, leadTypeCounter: LeadTypeCounterEntity, campaign: CampaignEntity },
    ({ lead, leadTypeCounter, campaign }) => [
      lead
        .delete(key)
        .where((a, op) => op.eq(a.status, l.status))
        .commit(),
      ...[...typesOf(l)].map((type) =>
        leadTypeCounter
          .update({ ...key, type })
          .subtract({ count: 1 })
          .commit(),
      ),
      campaign
        .update({ teamId: l.teamId, campaignId: l.campaignId })
        .subtract({ leadsCount: 1, ignoredLeadsCount: 1 })
        .commit(),
    ],
  ).go();
  return !res.canceled;
}

async function deleteAll(deps: Deps, leads: Lead[]) {
  let deleted = 0;
  for (const l of leads.filter(isIgnored)) if (await deleteOne(deps, l)) deleted++;
  return deleted;
}

/** DELETE /leads/campaign/{id}/ignored {entityUrns}: deletes those of the leads that are ignored. */
export async function deleteIgnoredLeads(
  deps: Deps,
  teamId: string,
  campaignId: string,
  entityUrns: string[],
) {
  await loadCampaign(deps, teamId, campaignId);
  const deleted = await deleteAll(deps, await leadsByUrns(deps, teamId, campaignId, entityUrns));
  return { deleted };
}

/** DELETE /leads/campaign/{id}/ignored/all: deletes every ignored lead; the ignored count ends at 0 (spec 3 §4). */
export async function deleteAllIgnoredLeads(deps: Deps, teamId: string, campaignId: string) {
  await loadCampaign(deps, teamId, campaignId);
  const { data } = await LeadEntity.query
    .byCampaign({ teamId, campaignId })
    .where((a, op) => `${op.ne(a.status, 'approved')} AND ${op.ne(a.status, 'pending')}`)
    .go({ pages: 'all' });
  const deleted = await deleteAll(deps, data);
  // Counters written by older code may have drifted: all deleted means none is left.
  await CampaignEntity.patch({ teamId, campaignId }).set({ ignoredLeadsCount: 0 }).go();
  return { deleted };
}
