import type { ConversationSource } from '@outreach/shared/schemas/conversations';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { InboxMessageEntity, InboxSyncEntity } from '../../data/entities/conversation.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { detectInMailReplies } from '../scheduling/steps/inmail-replies.ts';
import { type ConversationFields, changeConversation, type Participant } from './conversation-row.ts';

export interface ScrapedInboxMessage {
  messageId: string;
  direction: 'in' | 'out';
  senderName: string;
  senderImage?: string;
  text: string;
  subject?: string;
  attachments?: { reference: string; name: string; mediaType?: string; byteSize: number }[];
  createdAt: number;
}

/** A thread as the bot reads it off LinkedIn messaging or the Sales Navigator inbox. */
export interface ScrapedThread {
  conversationId: string;
  source: ConversationSource;
  participants: Participant[];
  subject?: string;
  isGroup?: boolean;
  groupTitle?: string;
  isSponsored?: boolean;
  isLinkedinOffer?: boolean;
  lastActivityAt: number;
  unreadCount: number;
  messages: ScrapedInboxMessage[];
}

async function marksOf(_deps: Deps, acc: AccountKey, t: ScrapedThread) {
  const publicId = t.participants[0]?.publicId?.toLowerCase();
  if (!publicId) return { tagged: false, replied: false };
  const [conn, leads] = await Promise.all([
    ConnectionEntity.get({ ...acc, publicId }).go(),
    LeadEntity.query.byPerson({ ...acc, publicId }).go({ pages: 'all' }),
  ]);
  return {
    tagged: (conn.data?.tags?.length ?? 0) > 0,
    replied: leads.data.some((l) => !!l.repliedAt),
  };
}

/**
 * Writes threads the bot read (LinkedIn messaging, InMail, Sales Navigator): their messages, keyed by
 * LinkedIn's ids (a thread read twice writes nothing twice), then the conversation with its kept counts.
 * Folder and read state stay ours unless LinkedIn shows newer activity: a new message brings an archived
 * conversation back to the inbox, and a deleted one stays deleted until then. Moves the sync's progress.
 */
export async function recordInboxThreads(
  deps: Deps,
  acc: AccountKey,
  threads: ScrapedThread[],
): Promise<{ written: number }> {
  const now = deps.clock.now();
  let written = 0;
  let newest = 0;
  for (const t of threads) {
    newest = Math.max(newest, t.lastActivityAt);
    if (t.messages.length) {
      await InboxMessageEntity.put(
        t.messages.map((m) => ({
          ...acc,
          conversationId: t.conversationId,
          messageId: m.messageId,
          direction: m.direction,
          senderName: m.senderName,
          senderImage: m.senderImage,
          text: m.text,
          subject: m.subject,
          attachments: m.attachments ?? [],
          createdAt: m.createdAt,
        })),
      ).go();
    }
    // An answer to a campaign's InMail is its lead's reply (before the marks: the thread is a reply).
    if (t.source === 'inmail') await detectInMailReplies(deps, acc, t);
    const marks = await marksOf(deps, acc, t);
    const last = [...t.messages].sort((a, b) => a.createdAt - b.createdAt).at(-1);
    await changeConversation(deps, { ...acc, conversationId: t.conversationId }, (cur) => {
      const newer = !cur || t.lastActivityAt > cur.lastActivityAt;
      if (cur?.folder === 'deleted' && !newer) return null;
      const folder =
        !cur || (newer && last?.direction === 'in')
          ? 'inbox'
          : cur.folder === 'deleted'
            ? 'inbox'
            : cur.folder;
      const next: ConversationFields = {
        ...acc,
        conversationId: t.conversationId,
        source: t.source,
        folder,
        participants: t.participants,
        isGroup: t.isGroup ?? false,
        groupTitle: t.groupTitle,
        subject: t.subject,
        isSponsored: t.isSponsored ?? false,
        isLinkedinOffer: t.isLinkedinOffer ?? false,
        lastActivityAt: Math.max(t.lastActivityAt, cur?.lastActivityAt ?? 0),
        content: newer ? (last?.text ?? cur?.content ?? '') : (cur?.content ?? ''),
        unreadCount: newer ? t.unreadCount : (cur?.unreadCount ?? 0),
        tagged: marks.tagged,
        replied: marks.replied,
        syncedAt: now,
      };
      if (
        cur &&
        !newer &&
        cur.tagged === next.tagged &&
        cur.replied === next.replied &&
        JSON.stringify(cur.participants) === JSON.stringify(next.participants)
      )
        return null;
      return next;
    });
    written++;
  }
  const sync = (await InboxSyncEntity.get(acc).go()).data;
  if (sync?.status === 'running') {
    await InboxSyncEntity.patch(acc)
      .add({ synced: threads.length })
      .set(newest > (sync.newestAt ?? 0) ? { newestAt: newest } : {})
      .go();
  }
  return { written };
}
