import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import {
  recordInboxThreads,
  type ScrapedThread,
} from '@outreach/functions/domain/conversations/record-inbox-threads';
import {
  type InboxConversationsPage,
  type InboxMessagesPage,
  inboxPaths,
} from '../linkedin/inbox-page-objects.ts';
import { siteUrl } from '../linkedin/page-objects.ts';
import { type ExecContext, open, voyagerGet } from './common.ts';
import { pageDelayRange, pagePause } from './page-pause.ts';

const PAGE = 20;

// Pause between pages: 1–3 s unless BOT_SYNC_PAGE_PAUSE_MS says otherwise.
const pauseRange = () => pageDelayRange([1000, 3000]);
const pause = pagePause;

const sourceOf = (category: string | undefined): ScrapedThread['source'] =>
  category === 'SALES_NAVIGATOR' ? 'sales-navigator' : category === 'INMAIL' ? 'inmail' : 'linkedin';

async function readThread(
  ctx: ExecContext,
  e: NonNullable<InboxConversationsPage['elements']>[number],
): Promise<ScrapedThread | null> {
  if (!e.conversationId || !e.lastActivityAt) return null;
  const msgs = await voyagerGet<InboxMessagesPage>(ctx, inboxPaths.messages(e.conversationId));
  return {
    conversationId: e.conversationId,
    source: sourceOf(e.category),
    subject: e.subject ?? undefined,
    isSponsored: e.isSponsored ?? false,
    isLinkedinOffer: e.isLinkedinOffer ?? false,
    lastActivityAt: e.lastActivityAt,
    unreadCount: e.unreadCount ?? 0,
    participants: (e.participants ?? []).map((p) => ({
      entityUrn: p.entityUrn ?? '',
      objectUrn: p.entityUrn?.replace(/^urn:li:fsd_profile:/, '') ?? null,
      publicId: p.publicIdentifier ?? null,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      headline: p.headline ?? null,
      imageUrl: p.profilePicture?.displayImageUrl
        ? siteUrl(ctx.base, p.profilePicture.displayImageUrl)
        : null,
    })),
    messages: (msgs.elements ?? [])
      .filter((m) => m.messageId && m.deliveredAt)
      .map((m) => ({
        messageId: m.messageId!,
        direction: m.direction === 'OUTGOING' ? ('out' as const) : ('in' as const),
        senderName: m.sender?.name ?? '',
        senderImage: m.sender?.picture ? siteUrl(ctx.base, m.sender.picture) : undefined,
        text: m.body?.text ?? '',
        subject: m.subject ?? undefined,
        attachments: (m.attachments ?? []).map((a, i) => ({
          reference: a.sha256 ?? `${m.messageId}:${i}`,
          name: a.name ?? 'file',
          mediaType: a.mediaType ?? undefined,
          byteSize: a.byteSize ?? 0,
        })),
        createdAt: m.deliveredAt!,
      })),
  };
}

/**
 * Reads the account's threads newest activity first, from the messaging inbox (with InMail) and
 * then the Sales Navigator inbox, a page of 20 at a time with a human pause; each page is recorded
 * as it is read. An incremental sync stops at the first thread quiet since `sinceMs`.
 */
export async function syncInbox(
  ctx: ExecContext,
  payload: ActionPayloads['sync-inbox'],
): Promise<ActionOutcomes['sync-inbox']> {
  await open(ctx, inboxPaths.messaging);
  const range = pauseRange();
  let synced = 0;
  for (const mailbox of ['INBOX', 'SALES'] as const) {
    for (let start = 0; start < 10_000; start += PAGE) {
      const page = await voyagerGet<InboxConversationsPage>(
        ctx,
        inboxPaths.conversations(mailbox, start, PAGE),
      );
      const rows = page.elements ?? [];
      const fresh = rows.filter((e) => (e.lastActivityAt ?? 0) >= payload.sinceMs);
      const threads: ScrapedThread[] = [];
      for (const e of fresh) {
        const t = await readThread(ctx, e);
        if (t) threads.push(t);
      }
      await recordInboxThreads(ctx.deps, ctx.acc, threads);
      synced += threads.length;
      ctx.log('inbox page', { mailbox, start, read: rows.length, fresh: fresh.length });
      if (fresh.length < rows.length || rows.length < PAGE || start + PAGE >= (page.paging?.total ?? 0))
        break;
      await pause(range);
    }
  }
  return { synced };
}
