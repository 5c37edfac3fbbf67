import { AppError } from '@outreach/shared/errors';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { EmailSendEntity } from '../../data/entities/email-send.ts';
import { EmailSuppressionEntity } from '../../data/entities/email-suppression.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { note, setStage } from '../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';

const INVALID = 'This unsubscribe link is not valid.';

/**
 * POST /email/unsubscribe?t=<team>.<message key>.<secret>: the recipient of a campaign email asks
 * for no more. The address joins the team's suppression list (no campaign of the team mails it
 * again), the lead is marked 'email unsubscribed' and its sequence stops. Idempotent; the token is
 * checked against the send's own secret in constant-length comparison of stored values.
 */
export async function unsubscribeEmail(deps: Deps, token: string) {
  const [teamId, messageKey, secret] = token.split('.');
  if (!teamId || !messageKey || !secret) throw new AppError('NOT_FOUND', INVALID);
  const send = (await EmailSendEntity.get({ teamId, messageKey }).go()).data;
  if (!send || send.unsubscribeToken !== secret) throw new AppError('NOT_FOUND', INVALID);
  const now = deps.clock.now();
  await EmailSuppressionEntity.create({
    teamId,
    email: send.to,
    reason: 'unsubscribed',
    userId: send.userId,
    campaignId: send.campaignId,
    createdAt: now,
  })
    .go()
    .catch(() => {}); // already on the list
  const [lead, campaign] = await Promise.all([
    LeadEntity.get({ teamId, campaignId: send.campaignId, leadId: send.leadId }).go(),
    CampaignEntity.get({ teamId, campaignId: send.campaignId }).go(),
  ]);
  if (lead.data && campaign.data && !(lead.data.actions ?? []).includes('email unsubscribed')) {
    await note(deps, campaign.data as CampaignRow, lead.data, 'email unsubscribed', {
      activityId: `unsub#${send.campaignId}#${send.leadId}`,
    });
    if (lead.data.stage !== 'replied') await setStage(deps, lead.data, 'done');
  }
  return { success: true as const, email: send.to };
}
