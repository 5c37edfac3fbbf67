import {
  type ConversationSource,
  type InboxCountKey,
  inboxCountKeys,
  inboxViewsOf,
} from '@outreach/shared/schemas/conversations';
import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { ConversationEntity, ConversationTermEntity } from '../../data/entities/conversation.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';

export type ConversationRow = EntityItem<typeof ConversationEntity>;

export interface Participant {
  entityUrn: string;
  objectUrn: string | null;
  publicId: string | null;
  firstName: string;
  lastName: string;
  headline: string | null;
  imageUrl: string | null;
}

/** The fields a change may set; keys and derived partitions are filled in by writeConversation. */
export type ConversationFields = Omit<
  ConversationRow,
  'sourceFolder' | 'readState' | 'version' | 'updatedAt' | 'searchText'
>;

/** The kept count of one inbox list (spec: counts kept, never scanned). */
export const counterName = (k: InboxCountKey) => `inbox:${k}`;

/** The derived partitions and search text of a conversation's fields. */
export function derived(c: ConversationFields) {
  const parts = (c.participants as Participant[] | undefined) ?? [];
  return {
    sourceFolder: `${c.folder}:${c.source}`,
    readState: c.folder === 'inbox' ? ((c.unreadCount ?? 0) > 0 ? 'unread' : 'read') : c.folder,
    searchText: [...parts.map((p) => `${p.firstName} ${p.lastName}`), c.subject ?? '', c.groupTitle ?? '']
      .join(' ')
      .toLowerCase()
      .slice(0, 1000),
  };
}

/** Most search terms one conversation keeps (a transaction holds 100 items; counts take a few). */
const MAX_TERMS = 60;

/**
 * The search terms of a conversation: every word of its participants' names, subject and group
 * title, and each whole name, subject and title (so "ada lov" finds "Ada Lovelace"), lowercased.
 */
export function searchTermsOf(c: Pick<ConversationFields, 'participants' | 'subject' | 'groupTitle'>) {
  const parts = (c.participants as Participant[] | undefined) ?? [];
  const wholes = [...parts.map((p) => `${p.firstName} ${p.lastName}`), c.subject ?? '', c.groupTitle ?? '']
    .map((t) => t.toLowerCase().replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const words = wholes.flatMap((t) => t.split(' '));
  return [...new Set([...words, ...wholes].map((t) => t.slice(0, 100)))].slice(0, MAX_TERMS);
}

/** Whether a conversation's search text has a word (or run of words) starting with the needle. */
export const matchesSearch = (searchText: string | undefined, needle: string) =>
  ` ${searchText ?? ''}`.includes(` ${needle}`);

const viewsOf = (c: ConversationFields | ConversationRow | undefined) =>
  c
    ? inboxViewsOf({
        folder: c.folder,
        source: c.source as ConversationSource,
        unreadCount: c.unreadCount ?? 0,
        tagged: c.tagged,
        replied: c.replied,
      })
    : [];

/** How each kept count moves when a conversation goes from `before` to `after`. */
export function countDeltas(before: ConversationRow | undefined, after: ConversationFields | undefined) {
  const b = new Set(viewsOf(before));
  const a = new Set(viewsOf(after));
  return inboxCountKeys
    .map((k) => ({ k, d: (a.has(k) ? 1 : 0) - (b.has(k) ? 1 : 0) }))
    .filter((x) => x.d !== 0);
}

/**
 * Writes a conversation and moves its lists' kept counts in one transaction, conditional on the
 * version read: false when someone wrote it meanwhile (the caller reads again and retries).
 */
export async function writeConversation(
  deps: Deps,
  before: ConversationRow | undefined,
  after: ConversationFields,
): Promise<boolean> {
  const now = deps.clock.now();
  const deltas = countDeltas(before, after);
  const { teamId, userId, conversationId } = after;
  const row = { ...after, ...derived(after), updatedAt: now };
  // The search index moves only when the words do (a sync rewrites threads often, names seldom).
  const terms = before?.searchText === row.searchText ? [] : searchTermsOf(after);
  const res = await createWriteTransaction(
    {
      conversation: ConversationEntity,
      contactCounter: ContactCounterEntity,
      conversationTerm: ConversationTermEntity,
    },
    ({ conversation, contactCounter, conversationTerm }) => [
      before
        ? conversation
            .patch({ teamId, userId, conversationId })
            .set({ ...stripKey(row), version: before.version + 1 })
            .where((a, op) => op.eq(a.version, before.version))
            .commit()
        : conversation.create({ ...row, version: 1 }).commit(),
      ...deltas.map(({ k, d }) =>
        contactCounter
          .update({ teamId, scope: userId, name: counterName(k) })
          .add({ count: d })
          .commit(),
      ),
      ...terms.map((term) => conversationTerm.put({ teamId, userId, term, conversationId }).commit()),
    ],
  ).go();
  return !res.canceled;
}

function stripKey<T extends { teamId: string; userId: string; conversationId: string }>(r: T) {
  const { teamId: _t, userId: _u, conversationId: _c, ...rest } = r;
  return rest;
}

/**
 * Reads, changes and writes one conversation until the write lands (a concurrent sync or action
 * makes it read again). `change` answers null to leave it as it is.
 */
export async function changeConversation(
  deps: Deps,
  key: AccountKey & { conversationId: string },
  change: (cur: ConversationRow | undefined) => ConversationFields | null,
): Promise<ConversationRow | undefined> {
  for (let i = 0; i < 8; i++) {
    const cur = (await ConversationEntity.get(key).go()).data ?? undefined;
    const next = change(cur);
    if (!next) return cur;
    if (await writeConversation(deps, cur, next))
      return (await ConversationEntity.get(key).go()).data ?? undefined;
  }
  throw new Error(`Conversation ${key.conversationId} kept changing under us`);
}

/** The kept counts of one member's inbox lists. */
export async function inboxCounts(_deps: Deps, acc: AccountKey): Promise<Record<InboxCountKey, number>> {
  const rows = await ContactCounterEntity.get(
    inboxCountKeys.map((k) => ({ teamId: acc.teamId, scope: acc.userId, name: counterName(k) })),
  ).go();
  const out = Object.fromEntries(inboxCountKeys.map((k) => [k, 0])) as Record<InboxCountKey, number>;
  for (const r of rows.data) {
    const k = r.name.slice('inbox:'.length) as InboxCountKey;
    out[k] = Math.max(0, r.count ?? 0);
  }
  return out;
}

/** A conversation as the API answers it (spec 3 §3, spec 4: the spec's fields plus `from`). */
export function conversationView(c: ConversationRow) {
  const participants = ((c.participants as Participant[] | undefined) ?? []).map((p) => ({
    entityUrn: p.entityUrn,
    objectUrn: p.objectUrn ?? null,
    publicId: p.publicId ?? null,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    headline: p.headline ?? null,
    imageUrl: p.imageUrl ?? null,
  }));
  return {
    conversationId: c.conversationId,
    ownerId: c.userId,
    source: c.source,
    participants,
    from: participants[0] ?? null,
    isGroup: c.isGroup ?? false,
    groupTitle: c.groupTitle ?? null,
    subject: c.subject ?? null,
    isSponsored: c.isSponsored ?? false,
    isLinkedinOffer: c.isLinkedinOffer ?? false,
    isArchived: c.folder === 'archived',
    lastActivityAt: c.lastActivityAt,
    content: c.content ?? '',
    unreadCount: c.unreadCount ?? 0,
  };
}
