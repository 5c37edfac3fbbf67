import { InboxMessageEntity } from '../../data/entities/conversation.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import type { ActionOutcomes, BotAction } from '../bot/types.ts';
import { changeConversation } from './conversation-row.ts';
import { finishInboxSync } from './request-inbox-sync.ts';

/**
 * A finished inbox action: a sync closes its progress; a send that LinkedIn confirmed writes the
 * message (keyed by LinkedIn's id, so the next sync finds it written) and moves the conversation.
 * A failed send writes nothing: the thread shows it as failed from the action itself.
 */
export async function applyInboxOutcome(deps: Deps, action: BotAction): Promise<void> {
  if (action.type === 'sync-inbox') {
    return finishInboxSync(deps, action, action.status === 'done', action.error);
  }
  if (action.type !== 'send-inbox-message' || action.status !== 'done') return;
  const p = (action as BotAction<'send-inbox-message'>).payload;
  const o = action.outcome as ActionOutcomes['send-inbox-message'] | undefined;
  if (o?.result !== 'sent') return;
  const acc = { teamId: action.teamId, userId: action.userId };
  // Signed with the account's LinkedIn name, as the sync reads the same message back.
  const sender = (await getAccount(deps, acc))?.profileName;
  await InboxMessageEntity.put({
    ...acc,
    conversationId: p.conversationId,
    messageId: o.messageId,
    direction: 'out',
    ...(sender ? { senderName: sender } : {}),
    text: p.text,
    attachments: p.attachments.map((a, i) => ({
      reference: `${o.messageId}:${i}`,
      name: a.name,
      mediaType: a.mediaType,
      byteSize: a.byteSize,
    })),
    createdAt: o.at,
  }).go();
  await changeConversation(deps, { ...acc, conversationId: p.conversationId }, (cur) => {
    if (!cur || cur.folder === 'deleted' || cur.lastActivityAt > o.at) return null;
    const { sourceFolder: _s, readState: _r, version: _v, updatedAt: _u, searchText: _t, ...fields } = cur;
    return {
      ...fields,
      lastActivityAt: o.at,
      content: p.text || p.attachments[0]?.name || '',
      unreadCount: 0,
    };
  });
}
