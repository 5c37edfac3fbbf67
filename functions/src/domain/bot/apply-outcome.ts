import type { Deps } from '../../ports/deps.ts';
import { applyCampaignBotOutcome } from '../campaigns/apply-bot-outcome.ts';
import { finishConnectionSync } from '../contacts/request-connection-sync.ts';
import { applyInboxOutcome } from '../conversations/apply-inbox-outcome.ts';
import { queueGreetings } from '../greetings/queue-greetings.ts';
import { recordGreeting } from '../greetings/record-greeting.ts';
import { applyInvitationsOutcome } from '../invitations/change-invites-status.ts';
import { finishInvitesSync } from '../invitations/request-invites-sync.ts';
import { runAutoWithdrawals } from '../invitations/run-auto-withdrawals.ts';
import { recordLinkedInCompanies } from '../linkedin/linkedin-companies.ts';
import { recordLinkedInEvents } from '../linkedin/record-linkedin-events.ts';
import { recordLinkedInGroups } from '../linkedin/record-linkedin-groups.ts';
import { recordSavedSearches } from '../linkedin/saved-searches.ts';
import { applyPostOutcome } from '../posts/apply-post-outcome.ts';
import { recordTypeahead } from '../search/autocomplete.ts';
import { applyTrendOutcome } from '../trends/apply-trend-outcome.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';
import { getAccount, reportLoginState } from './accounts.ts';
import type { ActionOutcomes, BotAction } from './types.ts';

/**
 * Applies a finished (or failed) bot action to the product: account state for logins, campaign and
 * lead state for outreach actions. Runs once per action (completeAction's conditional write guards it).
 */
export async function applyBotOutcome(deps: Deps, action: BotAction): Promise<void> {
  if (action.type === 'login') {
    // Only the latest credentials' attempt speaks for the account (an abandoned one must not overwrite it).
    const account = await getAccount(deps, action);
    if (!account || (account.loginAttemptId && account.loginAttemptId !== action.actionId)) return;
    const o = action.outcome as ActionOutcomes['login'] | undefined;
    if (o)
      await reportLoginState(deps, action, {
        status: o.status,
        errorCode: o.errorCode,
        profile: o.profile,
        salesContracts: o.salesContracts,
      });
    else
      await reportLoginState(deps, action, {
        status: 'LOGGED_IN_INVALID',
        errorCode: 'SOMETHING_UNEXPECTED_HAPPENED',
      });
    return;
  }
  if (action.type === 'check-connection') return;
  if (action.type === 'typeahead') {
    const o = action.outcome as ActionOutcomes['typeahead'] | undefined;
    if (action.status === 'done' && o)
      await recordTypeahead(deps, action, (action as BotAction<'typeahead'>).payload, o);
    return;
  }
  if (action.type === 'sync-groups') {
    const o = action.outcome as ActionOutcomes['sync-groups'] | undefined;
    if (action.status === 'done' && o) await recordLinkedInGroups(deps, action, o);
    return;
  }
  if (action.type === 'sync-events') {
    const o = action.outcome as ActionOutcomes['sync-events'] | undefined;
    if (action.status === 'done' && o) await recordLinkedInEvents(deps, action, o);
    return;
  }
  if (action.type === 'sync-saved-searches') {
    const o = action.outcome as ActionOutcomes['sync-saved-searches'] | undefined;
    if (action.status === 'done' && o) await recordSavedSearches(deps, action, o);
    return;
  }
  if (action.type === 'sync-companies') {
    const o = action.outcome as ActionOutcomes['sync-companies'] | undefined;
    if (action.status === 'done' && o) await recordLinkedInCompanies(deps, action, o);
    return;
  }
  if (action.type === 'sync-connections') {
    const o = action.outcome as ActionOutcomes['sync-connections'] | undefined;
    return finishConnectionSync(deps, action, action.status === 'done' ? o : undefined, action.error);
  }
  if (action.type === 'sync-inbox' || action.type === 'send-inbox-message') {
    await applyInboxOutcome(deps, action);
    return;
  }
  if (action.type === 'sync-invitations') {
    const runId = (action as BotAction<'sync-invitations'>).payload.runId;
    await finishInvitesSync(deps, action, runId, action.status === 'done', action.error);
    // Auto-withdrawal (settings) looks at the sent invitations just read.
    if (action.status === 'done') await runAutoWithdrawals(deps, action);
    return;
  }
  if (action.type === 'change-invitations') {
    await applyInvitationsOutcome(deps, action);
    return;
  }
  if (action.type === 'sync-celebrations') {
    if (action.status === 'done') await queueGreetings(deps, action as BotAction<'sync-celebrations'>);
    return;
  }
  if (action.type === 'send-greeting') {
    await recordGreeting(deps, action as BotAction<'send-greeting'>);
    return;
  }
  if (action.type === 'search-posts' || action.type === 'like-post') {
    await applyTrendOutcome(deps, action);
    return;
  }
  if (action.type === 'publish-post') {
    await applyPostOutcome(deps, action as BotAction<'publish-post'>);
    return;
  }
  await applyCampaignBotOutcome(deps, action);
  // A step or the search moved a campaign's leads: the campaign may have finished (webhook event).
  const campaignId = (action.payload as { campaignId?: string } | undefined)?.campaignId;
  if (campaignId) await emitCampaignFinishedIfDone(deps, action.teamId, campaignId);
}
