import { createHash } from 'node:crypto';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { addedSources } from '../lead-sources/added-sources.ts';
import { emitWebhookEvent, subscribersOf } from './emit-webhook-event.ts';

/** Lead stages still in the sequence; `messaged` (only a reply may come) and the rest are through it. */
const inSequence = ['scheduled', 'in-flight', 'awaiting-accept'] as const;

/**
 * The producer of `campaign.finished`: when a lead of a campaign leaves its sequence (its last step,
 * a skip, a bounce, an exclusion), the campaign is finished once its search has ended (CSV campaigns:
 * at once) and no lead is still in the sequence, excluded leads aside (first-match reads of the lead
 * stage index, no scan). Only teams subscribed to the event pay for the
 * check. The event id carries the lead count, so a campaign that gets new leads and finishes again
 * is a new event, while the same finish seen twice (a redelivered step) is one. Never throws.
 */
export async function emitCampaignFinishedIfDone(
  deps: Deps,
  teamId: string,
  campaignId: string,
): Promise<boolean> {
  try {
    const subs = await subscribersOf(deps, teamId, 'campaign.finished');
    if (subs.length === 0) return false;
    const { data: c } = await CampaignEntity.get({ teamId, campaignId }).go();
    if (!c || c.isRemoved || c.status !== 'active' || !c.isSearchEnded) return false;
    // A search added later (POST /lead-sources) still collecting holds the campaign open too.
    if (addedSources(c).some((s) => !s.isSearchEnded)) return false;
    for (const stage of inSequence) {
      // An excluded lead (the blacklist) is never contacted again: it no longer holds the campaign
      // open. `count: 1` pages on until one lead still in the sequence shows up, or none is left.
      const { data } = await LeadEntity.query
        .byStage({ teamId, userId: c.userId, stage, campaignId })
        .where((a, op) => `${op.notExists(a.isExcluded)} OR ${op.eq(a.isExcluded, false)}`)
        .go({ count: 1, limit: 100, attributes: ['leadId'] });
      if (data.length > 0) return false;
    }
    const leadsCount = c.leadsCount ?? 0;
    const id = `evt_${createHash('sha256').update(`${teamId}|finished|${campaignId}|${leadsCount}`).digest('hex').slice(0, 32)}`;
    await emitWebhookEvent(
      deps,
      teamId,
      {
        id,
        type: 'campaign.finished',
        occurredAt: deps.clock.now(),
        data: {
          campaign: { id: c.campaignId, name: c.name, category: c.category, campaignType: c.campaignType },
          userId: c.userId,
          leadsCount,
          ignoredLeadsCount: c.ignoredLeadsCount ?? 0,
          viewedLeadsCount: c.viewedLeadsCount ?? 0,
          requestedLeadsCount: c.requestedLeadsCount ?? 0,
          connectedLeadsCount: c.connectedLeadsCount ?? 0,
          messagedLeadsCount: c.messagedLeadsCount ?? 0,
          repliesCount: c.repliesCount ?? 0,
        },
      },
      subs,
    );
    return true;
  } catch (e) {
    console.error('campaign.finished not emitted', { teamId, campaignId, error: (e as Error).message });
    return false;
  }
}
