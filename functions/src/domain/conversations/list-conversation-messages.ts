import { AppError } from '@outreach/shared/errors';
import type { ConversationSource } from '@outreach/shared/schemas/conversations';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { ConversationEntity, InboxMessageEntity } from '../../data/entities/conversation.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, ActionPayloads } from '../bot/types.ts';
import { conversationView } from './conversation-row.ts';

const PAGE = 50;
const DAY = 86_400_000;

/**
 * GET /conversations/{id}/messages: a page of the thread, oldest first, before `createdBefore`
 * (spec 3 §7), plus the caller's sends the bot has not done yet and those that failed today.
 */
export async function listConversationMessages(
  deps: Deps,
  owner: AccountKey,
  conversationId: string,
  createdBefore?: number,
  /** Only a conversation from this source (the Sales Navigator inbox's own calls); others are not found. */
  source?: ConversationSource,
) {
  const conv = (await ConversationEntity.get({ ...owner, conversationId }).go()).data;
  if (!conv || conv.folder === 'deleted' || (source && conv.source !== source))
    throw new AppError('NOT_FOUND', 'Conversation not found');
  const q = InboxMessageEntity.query.byConversation({ ...owner, conversationId });
  const { data } = await (createdBefore !== undefined ? q.lt({ createdAt: createdBefore }) : q).go({
    order: 'desc',
    limit: PAGE,
  });
  const now = deps.clock.now();
  const byStatus = (status: 'pending' | 'running' | 'failed') =>
    BotActionEntity.query
      .byAccountStatus({ ...owner, status })
      .gte({ dueAt: status === 'failed' ? now - DAY : 0 })
      .go({ pages: 'all' });
  const actions = (await Promise.all([byStatus('pending'), byStatus('running'), byStatus('failed')])).flatMap(
    (r) => r.data,
  );
  const pending = actions
    .filter(
      (a) =>
        a.type === 'send-inbox-message' &&
        (a.payload as ActionPayloads['send-inbox-message']).conversationId === conversationId,
    )
    .map((a) => ({
      id: a.actionId,
      text: (a.payload as ActionPayloads['send-inbox-message']).text,
      createdAt: a.createdAt ?? a.dueAt,
      status: a.status === 'failed' ? ('failed' as const) : ('queued' as const),
    }))
    .sort((a, b) => a.createdAt - b.createdAt);
  return {
    conversation: conversationView(conv),
    messages: data.reverse().map((m) => ({
      entityUrn: `urn:li:msg_message:${m.messageId}`,
      messageId: m.messageId,
      subtype: null,
      direction: m.direction,
      content: {
        attributedBody: { text: m.text ?? '' },
        attachments: (
          (m.attachments as { reference: string; name: string; mediaType?: string; byteSize: number }[]) ?? []
        ).map((a) => ({
          reference: a.reference,
          mediaType: a.mediaType ?? null,
          byteSize: a.byteSize,
          name: a.name,
        })),
        subject: m.subject ?? null,
      },
      createdAt: m.createdAt,
      recalledAt: m.recalledAt ?? null,
      name: m.senderName ?? '',
      imageUrl: m.senderImage ?? null,
    })),
    pending,
    hasMore: data.length === PAGE,
  };
}
