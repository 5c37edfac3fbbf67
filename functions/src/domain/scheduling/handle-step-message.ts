import type { Deps } from '../../ports/deps.ts';
import { moveCampaign } from '../campaigns/move-campaign.ts';
import { runConnectionSyncTick } from '../contacts/request-connection-sync.ts';
import { runInboxSyncTick } from '../conversations/request-inbox-sync.ts';
import { runGreetingsSyncTick } from '../greetings/request-greetings-sync.ts';
import { runInvitesSyncTick } from '../invitations/request-invites-sync.ts';
import { runXSyncTick } from '../twitter/sync-x-replies.ts';
import { deliverWebhook } from '../webhooks/deliver-webhook.ts';
import { newStepContext, runStep, type StepContext } from './run-step.ts';
import type { StepsQueueMessage } from './step-messages.ts';
import { runRevoke } from './steps/revoke-invite.ts';
import { runSyncTick } from './sync-network.ts';

/** Dispatches one `steps` queue message: a lead's due step, an account's sync tick or a webhook try. */
export async function handleStepsMessage(
  deps: Deps,
  msg: StepsQueueMessage,
  ctx: StepContext = newStepContext(),
) {
  if (msg.kind === 'sync') return runSyncTick(deps, msg);
  if (msg.kind === 'connections-sync') return runConnectionSyncTick(deps, msg);
  if (msg.kind === 'inbox-sync') return runInboxSyncTick(deps, msg);
  if (msg.kind === 'invites-sync') return runInvitesSyncTick(deps, msg);
  if (msg.kind === 'greetings-sync') return runGreetingsSyncTick(deps, msg);
  if (msg.kind === 'webhook') return deliverWebhook(deps, msg);
  // The mail parsers (mailparser, email-reply-parser) load only in the ticks that read a mailbox.
  if (msg.kind === 'mail-sync') return (await import('../email/sync-mailbox.ts')).runMailSyncTick(deps, msg);
  if (msg.kind === 'revoke') return runRevoke(deps, msg);
  if (msg.kind === 'x-sync') return runXSyncTick(deps, msg);
  if (msg.kind === 'campaign-move') return moveCampaign(deps, msg);
  return runStep(deps, msg, ctx);
}
