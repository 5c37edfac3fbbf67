import { renderTemplate } from '@outreach/shared/rules/outreach/placeholders';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { X_DM_MAX_LENGTH } from '@outreach/shared/rules/outreach/x-steps';
import { XDmLeadEntity } from '../../../data/entities/x-dm-lead.ts';
import type { Deps } from '../../../ports/deps.ts';
import type { XApi } from '../../../ports/x-api.ts';
import { ensureXSync } from '../../twitter/x-sync-schedule.ts';

/**
 * The Twitter DM step's text for a lead: the step's message with the lead's placeholders filled
 * (spec 3 §5), within X's 10,000 characters. Empty when the message is.
 *
 * @example
 * xDmText({ type: 'Twitter DM', message: 'Hi {{first_name}}' } as SequenceStep, { firstName: 'Ada' }) // 'Hi Ada'
 */
export function xDmText(
  step: Pick<SequenceStep, 'message'>,
  person: Record<string, string | undefined>,
  csv?: Record<string, string>,
): string {
  return renderTemplate(step.message ?? '', person, csv)
    .trim()
    .slice(0, X_DM_MAX_LENGTH);
}

/** Sends the DM through X (POST /2/dm_conversations/with/:id/messages). */
export async function sendXDm(x: XApi, token: string, targetUserId: string, text: string) {
  return (await x.sendDm(token, targetUserId, text)).eventId;
}

/**
 * Remembers that the campaign owner's X account wrote to this lead (by the person's X id, the first
 * DM's time) and makes sure the account's DMs are read for the lead's reply.
 */
export async function noteXDmLead(
  deps: Deps,
  campaign: { teamId: string; userId: string },
  lead: { campaignId: string; leadId: string },
  targetUserId: string,
  sentAt: number,
) {
  if (targetUserId)
    await XDmLeadEntity.create({
      teamId: campaign.teamId,
      userId: campaign.userId,
      targetUserId,
      campaignId: lead.campaignId,
      leadId: lead.leadId,
      sentAt,
    })
      .go()
      .catch((err: Error) => {
        // A later DM to the same lead keeps the first one's time.
        if (!err.message?.includes('conditional request failed')) throw err;
      });
  await ensureXSync(deps, { teamId: campaign.teamId, userId: campaign.userId }, sentAt);
}
