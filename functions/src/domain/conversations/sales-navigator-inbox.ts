import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { encodeCursor } from '../paging/cursor.ts';
import { assertTeamFeature } from '../teams/team-features.ts';
import { listConversationMessages } from './list-conversation-messages.ts';
import { listConversations } from './list-conversations.ts';
import { sendConversationMessage } from './send-conversation-message.ts';

/** The Sales Navigator inbox is a premium feature (spec 3 §6: salesNavigatorInbox). */
async function requireFeature(deps: Deps, teamId: string) {
  await assertTeamFeature(deps, (await TeamEntity.get({ teamId }).go()).data, 'salesNavigatorInbox');
}

/**
 * GET /conversations/sn-conversations: the inbox list filtered to Sales Navigator threads, searched by
 * `query`, paged by `createdBefore` (the last answered conversation's activity time).
 */
export async function listSnConversations(
  deps: Deps,
  owner: AccountKey,
  q: { query?: string; createdBefore?: number; perPage: number },
) {
  await requireFeature(deps, owner.teamId);
  const page = await listConversations(deps, owner, {
    filters: 'sales navigator',
    search: q.query,
    // Strictly before: no conversation id sorts below ''.
    nextCursor: q.createdBefore !== undefined ? encodeCursor({ t: q.createdBefore, c: '' }) : undefined,
    perPage: q.perPage,
  });
  const last = page.data.at(-1);
  const createdBefore = page.pagination.nextCursor && last ? last.lastActivityAt : null;
  return {
    ...page,
    pagination: { nextCursor: createdBefore === null ? null : String(createdBefore), createdBefore },
  };
}

/** GET /conversations/{id}/sn-messages: a Sales Navigator thread (any other is not found), newest page first (createdBefore pages back). */
export async function listSnMessages(
  deps: Deps,
  owner: AccountKey,
  conversationId: string,
  createdBefore?: number,
) {
  await requireFeature(deps, owner.teamId);
  return listConversationMessages(deps, owner, conversationId, createdBefore, 'sales-navigator');
}

/** POST /conversations/{id}/send-sn-message: a reply in a Sales Navigator thread, sent once by the bot. */
export async function sendSnMessage(
  deps: Deps,
  acc: AccountKey,
  conversationId: string,
  body: { message: string; clientId?: string },
) {
  await requireFeature(deps, acc.teamId);
  return sendConversationMessage(
    deps,
    acc,
    { conversationId, message: body.message, clientId: body.clientId },
    'sales-navigator',
  );
}
