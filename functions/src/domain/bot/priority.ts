import type { BotActionType } from './types.ts';

// Which of an account's actions the bot serves first across accounts. Accounts are polled oldest
// due first; after a quiet spell (or a moved clock) every account's periodic syncs are overdue at
// once, and campaign work or a user waiting on screen must not queue behind that backlog.

/** Periodic reads of the account's own LinkedIn (network, connections, inbox, invitations, celebrations). */
export const BACKGROUND_ACTIONS: ReadonlySet<BotActionType> = new Set<BotActionType>([
  'sync-network',
  'sync-connections',
  'sync-inbox',
  'sync-invitations',
  'sync-celebrations',
]);

/**
 * Actions a user is waiting on (a sign-in, a connection check, a trend refresh, a like, a post at
 * its time, a group or event list): they rank as if due a day earlier, ahead of overdue campaign work too.
 */
export const INTERACTIVE_ACTIONS: ReadonlySet<BotActionType> = new Set<BotActionType>([
  'login',
  'check-connection',
  'search-posts',
  'like-post',
  'publish-post',
  'send-inbox-message',
  'sync-groups',
  'sync-events',
  'sync-saved-searches',
  'sync-companies',
  'typeahead',
]);
export const INTERACTIVE_HEAD_START_MS = 86_400_000;

export const isBackground = (type: BotActionType): boolean => BACKGROUND_ACTIONS.has(type);

/**
 * The time an action ranks at among accounts with foreground work (undefined for background work,
 * which only ranks by its due time, after every account whose foreground work is due).
 */
export function urgentRankAt(type: BotActionType, dueAt: number): number | undefined {
  if (isBackground(type)) return undefined;
  return INTERACTIVE_ACTIONS.has(type) ? dueAt - INTERACTIVE_HEAD_START_MS : dueAt;
}
