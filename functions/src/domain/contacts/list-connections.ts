import { AppError } from '@outreach/shared/errors';
import {
  type ContactFilters,
  contactMessages,
  inMemorySortCap,
  matchesContactFilters,
} from '@outreach/shared/rules/outreach/contacts';
import type { TConnectionListQuery } from '@outreach/shared/schemas/contacts';
import * as z from 'zod';
import { createConversions } from '../../data/electrodb.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadTags } from '../tags/tag-view.ts';
import { type Connection, connectionFilterRow, connectionView } from './connection-row.ts';

const position = z.object({ t: z.number(), p: z.string().max(512) });
const offsetCursor = z.object({ o: z.number().int().min(0).max(inMemorySortCap) });
type Position = z.output<typeof position>;

const filterKeys = [
  'isPremium',
  'isOpenLink',
  'email',
  'phone',
  'skype',
  'twitter',
  'search',
  'connectedOnly',
  'firstName',
  'lastName',
  'currentTitle',
  'currentEmployer',
  'title',
  'companyName',
  'countries',
  'cities',
  'industryCode',
  'languages',
  'tags',
  'campaignIds',
] as const;

async function readByConnectedAt(
  _deps: Deps,
  acc: AccountKey,
  after: Position | undefined,
  limit: number,
  order: 'asc' | 'desc',
) {
  const entity = ConnectionEntity;
  const cursor = after
    ? createConversions(entity).byAccessPattern.byConnectedAt.fromComposite.toCursor({
        ...acc,
        connectedAt: after.t,
        publicId: after.p,
      })
    : null;
  return (await entity.query.byConnectedAt(acc).go({ cursor, limit, order })).data;
}

const textOf = (c: Connection, field: string) =>
  String(
    (field === 'name'
      ? `${c.firstName ?? ''} ${c.lastName ?? ''}`
      : field === 'company'
        ? c.company
        : field === 'title'
          ? c.title
          : c.location) ?? '',
  ).toLowerCase();

/**
 * GET /connections and POST /connections (filters in the body): the caller's first-degree
 * connections with search, every filter, sort (connectedAt through the `byConnectedAt` index, other
 * columns in memory up to 2,000 matches) and a cursor. `total` is the kept `connections` counter
 * (`connectionsExcluded` for the blacklist), null when otherwise filtered.
 */
export async function listConnections(deps: Deps, acc: AccountKey, q: TConnectionListQuery) {
  const tags = await loadTags(deps, acc.teamId);
  const filtered = filterKeys.some((k) => q[k] !== undefined);
  const match = (c: Connection) => matchesContactFilters(connectionFilterRow(c), q as ContactFilters);
  const order = q.sortOrder === 'ASC' ? 'asc' : 'desc';
  let rows: Connection[];
  let nextCursor: string | null;
  if (q.sortField === 'connectedAt') {
    const page = await walkPage({
      read: (after, limit) => readByConnectedAt(deps, acc, after, limit, order),
      positionOf: (c: Connection): Position => ({ t: c.connectedAt, p: c.publicId }),
      match: filtered || q.isExcluded !== undefined ? match : undefined,
      after: q.cursor ? decodeCursor(q.cursor, position) : undefined,
      skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
      take: q.perPage,
    });
    rows = page.rows;
    nextCursor = page.next ? encodeCursor(page.next) : null;
  } else {
    const all = await walkPage({
      read: (after, limit) => readByConnectedAt(deps, acc, after, limit, 'desc'),
      positionOf: (c: Connection): Position => ({ t: c.connectedAt, p: c.publicId }),
      match,
      skip: 0,
      take: inMemorySortCap,
      budget: inMemorySortCap * 4,
    });
    if (all.next) throw new AppError('BAD_REQUEST', contactMessages.sortTooLarge);
    const sorted = all.rows.sort((a, b) => {
      const d = textOf(a, q.sortField).localeCompare(textOf(b, q.sortField));
      return q.sortOrder === 'ASC' ? d : -d;
    });
    const start = q.cursor ? decodeCursor(q.cursor, offsetCursor).o : (q.page - 1) * q.perPage;
    rows = sorted.slice(start, start + q.perPage);
    nextCursor = start + q.perPage < sorted.length ? encodeCursor({ o: start + q.perPage }) : null;
  }
  return {
    total: filtered ? null : await totalOf(deps, acc, q.isExcluded),
    connections: rows.map((c) => connectionView(c, tags)),
    nextCursor,
  };
}

async function totalOf(_deps: Deps, acc: AccountKey, isExcluded: boolean | undefined) {
  const read = async (name: string) =>
    Math.max(
      0,
      (await ContactCounterEntity.get({ teamId: acc.teamId, scope: acc.userId, name }).go()).data?.count ?? 0,
    );
  const all = await read('connections');
  if (isExcluded === undefined) return all;
  const excluded = await read('connectionsExcluded');
  return isExcluded ? excluded : Math.max(0, all - excluded);
}
