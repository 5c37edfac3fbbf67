import { AppError } from '@outreach/shared/errors';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { EmailSendEntity } from '../../data/entities/email-send.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { note, wakeCondition } from '../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { waitingCondition } from '../scheduling/steps/condition.ts';

const INVALID = 'This link is not valid.';

/**
 * GET /email/open?t=<team>.<message key>.<secret> (issue #9): the open pixel of a campaign email was
 * loaded. The lead's first open is recorded once (a conditional write: mail clients and their proxies
 * load an image many times), noted as 'email opened', and a lead waiting at an 'opened' Condition is
 * looked at again at once (it takes its YES path). Later loads change nothing.
 */
export async function recordEmailOpen(deps: Deps, token: string): Promise<{ first: boolean }> {
  const [teamId, messageKey, secret] = token.split('.');
  if (!teamId || !messageKey || !secret) throw new AppError('NOT_FOUND', INVALID);
  const send = (await EmailSendEntity.get({ teamId, messageKey }).go()).data;
  if (!send || send.unsubscribeToken !== secret) throw new AppError('NOT_FOUND', INVALID);
  const now = deps.clock.now();
  const key = { teamId, campaignId: send.campaignId, leadId: send.leadId };
  try {
    await LeadEntity.patch(key)
      .set({ openedAt: now })
      .where((a, op) => op.notExists(a.openedAt))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) return { first: false };
    throw e;
  }
  const [lead, campaign] = await Promise.all([
    LeadEntity.get(key).go(),
    CampaignEntity.get({ teamId, campaignId: send.campaignId }).go(),
  ]);
  if (!lead.data || !campaign.data) return { first: true };
  const c = campaign.data as CampaignRow;
  await note(deps, c, lead.data, 'email opened', {
    touchIndex: send.stepIndex,
    activityId: `opened#${send.campaignId}#${send.leadId}`,
  });
  const sequence = ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
  if (waitingCondition(sequence, lead.data)?.condition === 'opened') await wakeCondition(deps, c, lead.data);
  return { first: true };
}
