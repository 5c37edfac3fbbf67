import type { ActionOutcomes, ActionPayloads, BotActionType } from '@outreach/functions/domain/bot/types';
import { checkConnection } from './check-connection.ts';
import { collectMembers } from './collect-members.ts';
import { collectSearch } from './collect-search.ts';
import type { ExecContext } from './common.ts';
import { connect } from './connect.ts';
import { sendGreeting, syncCelebrations } from './greetings.ts';
import { changeInvitations, syncInvitations } from './invitations.ts';
import { inviteToCompany } from './invite-to-company.ts';
import { inviteToEvent } from './invite-to-event.ts';
import { likePost } from './like-post.ts';
import { type LoginOptions, login } from './login.ts';
import { message } from './message.ts';
import { publishPost } from './publish-post.ts';
import { searchPosts } from './search-posts.ts';
import { sendChainedMessages } from './send-chained-messages.ts';
import { sendEventMessage } from './send-event-message.ts';
import { sendGroupMessage } from './send-group-message.ts';
import { sendInboxMessage } from './send-inbox-message.ts';
import { sendInMail } from './send-inmail.ts';
import { syncCompanies } from './sync-companies.ts';
import { syncConnections } from './sync-connections.ts';
import { syncEvents } from './sync-events.ts';
import { syncGroups } from './sync-groups.ts';
import { syncInbox } from './sync-inbox.ts';
import { syncNetwork } from './sync-network.ts';
import { syncSavedSearches } from './sync-saved-searches.ts';
import { typeahead } from './typeahead.ts';
import { viewProfile } from './view-profile.ts';
import { withdrawInvite } from './withdraw-invite.ts';

type Executor<T extends BotActionType> = (
  ctx: ExecContext,
  payload: ActionPayloads[T],
  opts: LoginOptions,
) => Promise<ActionOutcomes[T]>;

/** One executor per action type. */
export const executors: { [T in BotActionType]: Executor<T> } = {
  login,
  'check-connection': (ctx) => checkConnection(ctx),
  'collect-search': collectSearch,
  'view-profile': viewProfile,
  connect,
  message,
  'sync-network': syncNetwork,
  'sync-connections': syncConnections,
  'publish-post': publishPost,
  'search-posts': searchPosts,
  'like-post': likePost,
  'withdraw-invite': withdrawInvite,
  'sync-inbox': syncInbox,
  'send-inbox-message': sendInboxMessage,
  'sync-invitations': syncInvitations,
  'change-invitations': changeInvitations,
  'send-inmail': sendInMail,
  'send-chained-messages': sendChainedMessages,
  'collect-members': collectMembers,
  'send-group-message': sendGroupMessage,
  'sync-groups': (ctx) => syncGroups(ctx),
  'sync-celebrations': syncCelebrations,
  'send-greeting': sendGreeting,
  'send-event-message': sendEventMessage,
  'invite-to-event': inviteToEvent,
  'sync-events': (ctx) => syncEvents(ctx),
  'sync-saved-searches': (ctx) => syncSavedSearches(ctx),
  'sync-companies': (ctx) => syncCompanies(ctx),
  'invite-to-company': inviteToCompany,
  typeahead,
};
