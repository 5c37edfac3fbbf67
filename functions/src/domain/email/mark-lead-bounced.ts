import { leadEmailAddress } from '@outreach/shared/rules/outreach/email-sending';
import type { EntityItem } from 'electrodb';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { EmailSuppressionEntity } from '../../data/entities/email-suppression.ts';
import type { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { note, setStage } from '../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** A hard bounce: the lead is marked, its sequence stops, and the address is never mailed again. */
export async function markLeadBounced(
  deps: Deps,
  campaign: CampaignRow,
  lead: Lead,
  x: { touchIndex?: number; message?: string; at?: number; activityId?: string },
) {
  const to = leadEmailAddress(
    lead.person as Record<string, unknown>,
    lead.csvColumns as Record<string, unknown>,
  );
  await note(deps, campaign, lead, 'email bounced', {
    touchIndex: x.touchIndex,
    message: x.message,
    at: x.at,
    activityId: x.activityId ?? `bounce#${lead.campaignId}#${lead.leadId}`,
  });
  await setStage(deps, lead, 'done');
  await CampaignEntity.patch({ teamId: lead.teamId, campaignId: lead.campaignId })
    .add({ bouncedLeadsCount: 1, actionsCount: 1 })
    .go()
    .catch(() => {});
  if (to)
    await EmailSuppressionEntity.create({
      teamId: lead.teamId,
      email: to,
      reason: 'bounced',
      userId: campaign.userId,
      campaignId: lead.campaignId,
      createdAt: deps.clock.now(),
    })
      .go()
      .catch(() => {}); // already on the list
  // The bounce ended this lead's sequence: it may have been the last one in it.
  await emitCampaignFinishedIfDone(deps, lead.teamId, lead.campaignId);
}
