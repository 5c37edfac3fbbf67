import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';
import { updateLeadCounted } from './lead-type-counts.ts';
import { leadsByUrns } from './leads-by-urns.ts';

/**
 * PATCH /leads/campaign/{id}/skip {entityUrns}: removes approved leads from the sequence (status
 * skipped, 'Removed from the campaign'); they move to the ignored leads (spec 3 §4). A lead's waiting
 * schedule finds it done and drops. Answers `{ skipped, ignoredLeadsCount }`.
 */
export async function skipLeads(deps: Deps, teamId: string, campaignId: string, entityUrns: string[]) {
  const c = await loadCampaign(deps, teamId, campaignId);
  const leads = (await leadsByUrns(deps, teamId, campaignId, entityUrns)).filter(
    (l) => l.status === 'approved',
  );
  const now = deps.clock.now();
  let skipped = 0;
  for (const l of leads) {
    let changed = false;
    await updateLeadCounted(deps, l, (cur) => {
      changed = cur.status === 'approved';
      return changed
        ? { status: 'skipped', stage: 'done', userId: cur.userId, publicId: cur.publicId, updatedAt: now }
        : { updatedAt: now };
    });
    if (changed) skipped++;
  }
  const updated = await CampaignEntity.update({ teamId, campaignId })
    .add({ ignoredLeadsCount: skipped })
    .go({ response: 'all_new' });
  // Skipping the last leads still in the sequence finishes the campaign.
  if (skipped > 0) await emitCampaignFinishedIfDone(deps, teamId, campaignId);
  return { skipped, ignoredLeadsCount: updated.data.ignoredLeadsCount ?? 0, campaignId: c.campaignId };
}
