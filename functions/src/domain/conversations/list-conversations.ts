import { inboxCountKeyOf, type TConversationListQuery } from '@outreach/shared/schemas/conversations';
import * as z from 'zod';
import { createConversions } from '../../data/electrodb.ts';
import { ConversationEntity, ConversationTermEntity } from '../../data/entities/conversation.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { type ConversationRow, conversationView, inboxCounts, matchesSearch } from './conversation-row.ts';
import { getInboxSync } from './request-inbox-sync.ts';

const position = z.object({ t: z.number(), c: z.string().max(512) });
type Position = z.output<typeof position>;
type Filter = TConversationListQuery['filters'];

/** The index (and partition) each filter reads; `tagged` and `replies` are marks within the inbox folder. */
function indexOf(acc: AccountKey, filter: Filter) {
  switch (filter) {
    case 'archive':
    case 'archived':
      return { index: 'byFolder' as const, key: { ...acc, folder: 'archived' as const } };
    case 'unread':
      return { index: 'byReadState' as const, key: { ...acc, readState: 'unread' } };
    case 'inmail':
      return { index: 'bySource' as const, key: { ...acc, sourceFolder: 'inbox:inmail' } };
    case 'sales navigator':
      return { index: 'bySource' as const, key: { ...acc, sourceFolder: 'inbox:sales-navigator' } };
    default:
      return { index: 'byFolder' as const, key: { ...acc, folder: 'inbox' as const } };
  }
}

/** Whether a row is in the list a filter reads (what `indexOf`'s partition holds). */
function inFilter(c: ConversationRow, filter: Filter) {
  switch (filter) {
    case 'archive':
    case 'archived':
      return c.folder === 'archived';
    case 'unread':
      return c.readState === 'unread';
    case 'inmail':
      return c.sourceFolder === 'inbox:inmail';
    case 'sales navigator':
      return c.sourceFolder === 'inbox:sales-navigator';
    default:
      return c.folder === 'inbox';
  }
}

/** A search reads up to this many term rows; a needle matching more is common, and the walk finds it fast. */
const SEARCH_TERMS_CAP = 500;

/**
 * The conversations whose words begin with the needle, from the search index (a key range), as a
 * page newest activity first; null when the needle is too common for the index (walk instead).
 */
async function searchPage(
  _deps: Deps,
  acc: AccountKey,
  needle: string,
  match: (c: ConversationRow) => boolean,
  filter: Filter,
  after: Position | undefined,
  take: number,
) {
  const hits = await ConversationTermEntity.query
    .byTerm(acc)
    .begins({ term: needle })
    .go({ limit: SEARCH_TERMS_CAP + 1, pages: 'all' });
  if (hits.data.length > SEARCH_TERMS_CAP) return null;
  const ids = [...new Set(hits.data.map((h) => h.conversationId))];
  const rows = ids.length
    ? (await ConversationEntity.get(ids.map((conversationId) => ({ ...acc, conversationId }))).go()).data
    : [];
  const before = (c: ConversationRow) =>
    !after || c.lastActivityAt < after.t || (c.lastActivityAt === after.t && c.conversationId < after.c);
  const found = (rows as ConversationRow[])
    .filter((c) => inFilter(c, filter) && match(c) && before(c))
    .sort((a, b) => b.lastActivityAt - a.lastActivityAt || (a.conversationId < b.conversationId ? 1 : -1));
  const page = found.slice(0, take);
  const last = page.at(-1);
  return {
    rows: page,
    next: found.length > take && last ? { t: last.lastActivityAt, c: last.conversationId } : null,
  };
}

async function readIndex(
  _deps: Deps,
  acc: AccountKey,
  filter: Filter,
  after: Position | undefined,
  limit: number,
): Promise<ConversationRow[]> {
  const entity = ConversationEntity;
  const { index, key } = indexOf(acc, filter);
  const conv = createConversions(entity).byAccessPattern[index].fromComposite;
  const cursor = after
    ? conv.toCursor({ ...key, lastActivityAt: after.t, conversationId: after.c } as never)
    : null;
  // The three indexes share one shape (partition of the owner, newest activity first).
  type Query = {
    go(o: { cursor: string | null; limit: number; order: 'desc' }): Promise<{ data: ConversationRow[] }>;
  };
  const query = entity.query[index] as unknown as (k: unknown) => Query;
  return (await query(key).go({ cursor, limit, order: 'desc' })).data;
}

/** The caller's own profile, as spec 4's `me`. */
async function meOf(_deps: Deps, acc: AccountKey) {
  const [user, account] = await Promise.all([
    UserEntity.get({ userId: acc.userId }).go(),
    LinkedInAccountEntity.get(acc).go(),
  ]);
  const a = account.data as { profileName?: string; publicId?: string; memberUrn?: string } | null;
  const u = user.data as { firstName?: string; lastName?: string; name?: string } | null;
  const [first = '', ...rest] = (a?.profileName ?? u?.name ?? '').split(' ');
  return {
    entityUrn: a?.publicId ? `urn:li:fsd_profile:${a.publicId}` : null,
    objectUrn: a?.memberUrn ?? null,
    firstName: u?.firstName ?? first,
    lastName: u?.lastName ?? rest.join(' '),
    headline: null,
    imageUrl: null,
  };
}

/**
 * GET /conversations (spec 4's inbox list): one member's conversations newest activity first, read
 * from the index named for the filter, a page at a time from a cursor. Counts are the kept ones.
 * `search` finds conversations with a word (of names, subject, group title) beginning with it,
 * through the search index; a needle too common for the index, and the `tagged` / `replies` marks,
 * filter within the list's index, a bounded read per request (the page may come back short with a
 * cursor).
 */
export async function listConversations(deps: Deps, owner: AccountKey, q: TConversationListQuery) {
  const needle = q.search?.trim().toLowerCase().replace(/\s+/g, ' ');
  const mark = q.filters === 'tagged' ? 'tagged' : q.filters === 'replies' ? 'replied' : null;
  const match =
    needle || mark
      ? (c: ConversationRow) => (!mark || !!c[mark]) && (!needle || matchesSearch(c.searchText, needle))
      : undefined;
  const after = q.nextCursor ? decodeCursor(q.nextCursor, position) : undefined;
  const walk = () =>
    walkPage({
      read: (from, limit) => readIndex(deps, owner, q.filters, from, limit),
      positionOf: (c: ConversationRow): Position => ({ t: c.lastActivityAt, c: c.conversationId }),
      match,
      after,
      skip: 0,
      take: q.perPage,
    });
  const [page, counts, me, sync] = await Promise.all([
    needle && match
      ? searchPage(deps, owner, needle, match, q.filters, after, q.perPage).then((p) => p ?? walk())
      : walk(),
    inboxCounts(deps, owner),
    meOf(deps, owner),
    getInboxSync(deps, owner),
  ]);
  return {
    me,
    pagination: { nextCursor: page.next ? encodeCursor(page.next) : null },
    data: page.rows.map(conversationView),
    total: counts[inboxCountKeyOf(q.filters)],
    counts,
    sync,
  };
}
