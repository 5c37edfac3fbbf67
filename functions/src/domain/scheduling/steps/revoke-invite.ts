import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { defaultDaysTilRevoke } from '@outreach/shared/rules/outreach/sequence';
import { CampaignEntity } from '../../../data/entities/campaign.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import type { Deps } from '../../../ports/deps.ts';
import { enqueueBotAction } from '../../bot/enqueue-bot-action.ts';
import { scheduleName } from '../step-messages.ts';

const DAY_MS = 86_400_000;

/** Time to withdraw an invite that is still pending `days_til_revoke` days after it was sent. */
export interface RevokeMessage {
  kind: 'revoke';
  teamId: string;
  campaignId: string;
  leadId: string;
  /** The LI Connect step that sent the invite. */
  stepIndex: number;
}

/**
 * When an invite sent at `sentAt` is withdrawn, or null when the step does not revoke.
 *
 * @example
 * revokeAt({ type: 'LI Connect', revoke_invite: true, days_til_revoke: 7 }, 0) // 604800000
 */
export function revokeAt(step: Partial<SequenceStep> | undefined, sentAt: number): number | null {
  if (step?.type !== 'LI Connect' || !step.revoke_invite) return null;
  return sentAt + Math.max(1, step.days_til_revoke ?? defaultDaysTilRevoke) * DAY_MS;
}

/** Schedules the revoke check of a sent invite (idempotent by name). */
export async function scheduleRevoke(
  deps: Deps,
  lead: { teamId: string; campaignId: string; leadId: string },
  stepIndex: number,
  at: number,
) {
  const body: RevokeMessage = { kind: 'revoke', ...lead, stepIndex };
  await deps.scheduler.schedule({
    name: scheduleName('st', 'revoke', lead.teamId, lead.campaignId, lead.leadId, stepIndex),
    at,
    queue: 'steps',
    body,
  });
}

/**
 * The revoke check: a lead still waiting on this step's invite gets a `withdraw-invite` bot action
 * (its id is the idempotency key: one per lead and step). Accepted, replied or moved-on leads: nothing.
 */
export async function runRevoke(
  deps: Deps,
  msg: RevokeMessage,
): Promise<'dispatched' | 'stale' | 'inactive'> {
  const key = { teamId: msg.teamId, campaignId: msg.campaignId, leadId: msg.leadId };
  const [l, c] = await Promise.all([
    LeadEntity.get(key).go(),
    CampaignEntity.get({ teamId: msg.teamId, campaignId: msg.campaignId }).go(),
  ]);
  const lead = l.data;
  const campaign = c.data;
  if (lead?.stage !== 'awaiting-accept' || lead.nextTouchIndex !== msg.stepIndex + 1) return 'stale';
  if (!campaign || campaign.isRemoved || campaign.status !== 'active' || campaign.runState !== 'running')
    return 'inactive';
  await enqueueBotAction(deps, {
    teamId: msg.teamId,
    userId: campaign.userId,
    actionId: `revoke#${msg.campaignId}#${msg.leadId}#${msg.stepIndex}`,
    type: 'withdraw-invite',
    payload: {
      campaignId: msg.campaignId,
      leadId: msg.leadId,
      stepIndex: msg.stepIndex,
      profileUrl: lead.profileUrl,
    },
  });
  return 'dispatched';
}
