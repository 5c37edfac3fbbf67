import { invitedProfiles } from '@outreach/functions/domain/bot/actions';
import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { attrOf, findAll, paths, publicIdFromUrl, sel, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open, voyagerGet } from './common.ts';
import type { ConnectionsPage } from './sync-connections.ts';

const PAGE = 100;

type SyncOutcome = ActionOutcomes['sync-network'];

const timeOf = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Connections made since `sinceMs`, newest first as the site lists them. The page shows the newest
 * slice only; when all of it is new, the rest is read through the site's own connections call (what
 * scrolling the page fetches), until the first older one.
 */
async function newConnections(ctx: ExecContext, sinceMs: number): Promise<Map<string, number>> {
  await open(ctx, paths.connections);
  const out = new Map<string, number>();
  const cards = await findAll(ctx.page, sel.network.connectionCard);
  for (const card of cards) {
    const at = timeOf(await attrOf(card, sel.network.connectionTime, 'datetime'));
    if (Number.isNaN(at) || at < sinceMs) return out;
    const href = await attrOf(card, sel.network.connectionLink, 'href');
    const publicId = href ? publicIdFromUrl(href) : null;
    if (publicId) out.set(publicId, at);
  }
  for (let start = cards.length; cards.length > 0 && start < 30_000; start += PAGE) {
    const page = await voyagerGet<ConnectionsPage>(ctx, paths.voyager.connections(start, PAGE));
    for (const e of page.elements ?? []) {
      if (!e.createdAt || e.createdAt < sinceMs) return out;
      const publicId = e.connectedMemberResolutionResult?.publicIdentifier;
      if (publicId) out.set(publicId, e.createdAt);
    }
    if (!page.elements?.length || start + PAGE >= (page.paging?.total ?? 0)) break;
  }
  return out;
}

interface SentInvitationsPage {
  paging?: { total?: number };
  elements?: { invitation?: { toMember?: { publicIdentifier?: string } } }[];
}

/** Invitations still pending (the site's own sent-invitations call). */
async function stillPending(ctx: ExecContext): Promise<Set<string>> {
  const out = new Set<string>();
  for (let start = 0; start < 5_000; start += 100) {
    const page = await voyagerGet<SentInvitationsPage>(ctx, paths.voyager.sentInvitations(start, 100));
    for (const e of page.elements ?? []) {
      const id = e.invitation?.toMember?.publicIdentifier;
      if (id) out.add(id);
    }
    if (!page.elements?.length || start + 100 >= (page.paging?.total ?? 0)) break;
  }
  return out;
}

/** Messages people sent since `sinceMs`, read thread by thread (newest conversations first). */
async function newReplies(ctx: ExecContext, sinceMs: number): Promise<SyncOutcome['replies']> {
  await open(ctx, paths.messaging);
  const threads: string[] = [];
  for (const row of await findAll(ctx.page, sel.messaging.conversation)) {
    const at = timeOf(await attrOf(row, sel.messaging.conversationTime, 'datetime'));
    if (Number.isNaN(at) || at < sinceMs) break;
    const href = await attrOf(row, sel.messaging.conversationLink, 'href');
    const id = href?.match(/\/messaging\/thread\/([^/?#]+)/)?.[1];
    if (id) threads.push(decodeURIComponent(id));
  }
  const replies: SyncOutcome['replies'] = [];
  for (const threadId of threads) {
    await open(ctx, paths.thread(threadId));
    const who = await attrOf(ctx.page, sel.messaging.threadParticipant, 'href');
    const publicId = who ? publicIdFromUrl(who) : null;
    if (!publicId) continue;
    for (const ev of await findAll(ctx.page, sel.messaging.event)) {
      if ((await ev.getAttribute('data-direction')) === 'outgoing') continue;
      const senderUrn = await ev.getAttribute('data-sender-urn');
      const threadUrn = await attrOf(ctx.page, ['.msg-thread[data-member-urn]'], 'data-member-urn');
      if (senderUrn && threadUrn && senderUrn !== threadUrn) continue;
      const at = timeOf(await attrOf(ev, sel.messaging.eventTime, 'datetime'));
      if (Number.isNaN(at) || at < sinceMs) continue;
      replies.push({
        publicId,
        threadId,
        text: normalizeText((await textOf(ev, sel.messaging.eventBody)) ?? ''),
        at,
      });
    }
  }
  return replies.sort((a, b) => a.at - b.at);
}

/**
 * Reads what happened on the network since `sinceMs`: invitations accepted (a profile we invited that
 * is now a 1st-degree connection and no longer pending) and messages received.
 */
export async function syncNetwork(
  ctx: ExecContext,
  payload: ActionPayloads['sync-network'],
): Promise<SyncOutcome> {
  const invited = await invitedProfiles(ctx.deps, ctx.acc);
  const accepted: SyncOutcome['accepted'] = [];
  if (invited.length) {
    const connections = await newConnections(ctx, payload.sinceMs);
    const pending = connections.size ? await stillPending(ctx) : new Set<string>();
    for (const { publicId } of invited) {
      const at = connections.get(publicId);
      if (at !== undefined && !pending.has(publicId)) accepted.push({ publicId, at });
    }
  }
  const replies = await newReplies(ctx, payload.sinceMs);
  return { accepted: accepted.sort((a, b) => a.at - b.at), replies };
}
