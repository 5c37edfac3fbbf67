import { AppError } from '@outreach/shared/errors';
import type { conversationActions } from '@outreach/shared/schemas/inbox';
import { ConversationEntity } from '../../data/entities/conversation.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { type ConversationFields, type ConversationRow, changeConversation } from './conversation-row.ts';

type Action = (typeof conversationActions)[number];

/** A conversation after one of the inbox actions (spec 3 §4), or null when nothing changes. */
export function applyConversationAction(
  c: ConversationRow,
  action: Action,
  now: number,
): ConversationFields | null {
  if (c.folder === 'deleted') return null;
  const { sourceFolder: _s, readState: _r, version: _v, updatedAt: _u, searchText: _t, ...fields } = c;
  switch (action) {
    case 'markRead':
      return c.unreadCount ? { ...fields, unreadCount: 0 } : null;
    case 'markUnread':
      // Spec 3 §4: mark-unread sets the unread count to 1.
      return { ...fields, unreadCount: 1 };
    case 'archive':
      return c.folder === 'archived' ? null : { ...fields, folder: 'archived' };
    case 'unarchive':
      return c.folder === 'inbox' ? null : { ...fields, folder: 'inbox' };
    case 'delete':
      return { ...fields, folder: 'deleted', deletedAt: now };
  }
}

/**
 * POST /conversations/{id}/modify and POST /conversations/modify: read, unread, archive, unarchive
 * or delete the caller's conversations; ids that are not theirs are skipped. Answers how many changed.
 */
export async function modifyConversations(deps: Deps, acc: AccountKey, ids: string[], action: Action) {
  let modified = 0;
  for (const conversationId of [...new Set(ids)]) {
    let changed = false;
    await changeConversation(deps, { ...acc, conversationId }, (cur) => {
      const next = cur ? applyConversationAction(cur, action, deps.clock.now()) : null;
      changed = !!next;
      return next;
    });
    if (changed) modified++;
  }
  return { modified };
}

/** POST /conversations/{id}/modify: one of the caller's conversations; another's id is a 404. */
export async function modifyConversation(
  deps: Deps,
  acc: AccountKey,
  conversationId: string,
  action: Action,
) {
  const conv = (await ConversationEntity.get({ ...acc, conversationId }).go()).data;
  if (!conv || conv.folder === 'deleted') throw new AppError('NOT_FOUND', 'Conversation not found');
  return modifyConversations(deps, acc, [conversationId], action);
}
