import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '../../../data/condition-failure.ts';
import type { CampaignEntity } from '../../../data/entities/campaign.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import type { Deps } from '../../../ports/deps.ts';

type Lead = EntityItem<typeof LeadEntity>;
type Campaign = EntityItem<typeof CampaignEntity>;

/**
 * Which of `senders` works a lead: a hash of the lead's id, so every delivery of its step (and two
 * consumers racing) picks the same one, and a campaign's leads spread evenly over its senders.
 *
 * @example
 * pickSender(['u1', 'u2'], 'ada-lovelace') === pickSender(['u1', 'u2'], 'ada-lovelace') // true
 */
export function pickSender(senders: readonly string[], leadId: string): string {
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < leadId.length; i++) {
    h ^= leadId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return senders[h % senders.length]!;
}

/**
 * The member whose LinkedIn account works this lead (issue #9). A campaign without `senderIds` is
 * worked by its owner, as always. In a rotated one the lead gets its sender once, stored on the lead
 * (`userId`, `senderAt`), at its first step; a lead that already acted through an account keeps it,
 * so an invitation and the messages after it come from the same person.
 */
export async function settleLeadSender(deps: Deps, lead: Lead, campaign: Campaign): Promise<string> {
  const senders = campaign.senderIds ?? [];
  if (senders.length === 0) return campaign.userId;
  if (lead.senderAt !== undefined) return lead.userId;
  const fresh = lead.nextTouchIndex === 0 && (lead.stepAttempt ?? 0) === 0;
  const sender = fresh ? pickSender(senders, lead.leadId) : lead.userId;
  const now = deps.clock.now();
  try {
    await LeadEntity.patch({ teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId })
      .set({ userId: sender, publicId: lead.publicId, stage: lead.stage, senderAt: now, updatedAt: now })
      .where((a, op) => op.notExists(a.senderAt))
      .go();
    return sender;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    // Settled meanwhile by another delivery: that one stands.
    const again = await LeadEntity.get({
      teamId: lead.teamId,
      campaignId: lead.campaignId,
      leadId: lead.leadId,
    }).go();
    return again.data?.userId ?? sender;
  }
}
