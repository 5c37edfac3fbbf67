import { AppError } from '@outreach/shared/errors';
import {
  type ContactFilters,
  contactMessages,
  inMemorySortCap,
  matchesContactFilters,
} from '@outreach/shared/rules/outreach/contacts';
import type { TLeadListQuery } from '@outreach/shared/schemas/contacts';
import * as z from 'zod';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadTags } from '../tags/tag-view.ts';
import { crmLeadView, type Lead, leadFilterRow, positionOfLead, readTeamRecent } from './lead-row.ts';
import { teamSharing } from './team-sharing.ts';

const recentCursor = z.object({ u: z.number(), c: z.string().max(64), l: z.string().max(512) });
const offsetCursor = z.object({ o: z.number().int().min(0).max(inMemorySortCap) });

/** The team's campaigns by id (names for the rows, counters for the totals). */
async function campaignsOf(_deps: Deps, teamId: string) {
  const { data } = await CampaignEntity.query.byTeam({ teamId }).go({
    pages: 'all',
    attributes: ['campaignId', 'userId', 'name', 'isRemoved', 'leadsCount', 'repliesCount'],
  });
  return new Map(data.map((c) => [c.campaignId, c]));
}

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

const textOf = (l: Lead, field: string): string => {
  const p = (l.person ?? {}) as Record<string, unknown>;
  const v = field === 'name' ? p.name : field === 'company' ? p.currentEmployer : p.currentTitle;
  return String(v ?? '').toLowerCase();
};

/**
 * GET /leads: every lead across the team's campaigns (spec 3 §2 /contacts/leads), with search, the
 * contact filters, sort and a cursor. Members see their own leads unless the team shares member
 * leads. The default sort (updatedAt) walks the `byTeamRecent` index from the cursor; other columns
 * are sorted in memory for lists of up to `inMemorySortCap` leads. `total` comes from kept counters:
 * the campaigns' `leadsCount` unfiltered, the owners' `leadsExcluded` for the blacklist, else null.
 */
export async function listLeads(deps: Deps, teamId: string, userId: string, q: TLeadListQuery) {
  const [sharing, campaigns, tags] = await Promise.all([
    teamSharing(deps, teamId),
    campaignsOf(deps, teamId),
    loadTags(deps, teamId),
  ]);
  const f = q as ContactFilters;
  const visible = (l: Lead) => sharing.shareMemberLeads || l.userId === userId;
  const filtered = filterKeys.some((k) => q[k] !== undefined);
  const match = (l: Lead) => visible(l) && matchesContactFilters(leadFilterRow(l), f);
  const byTime = q.sortField === 'updatedAt';
  const order = q.sortOrder === 'ASC' ? 'asc' : 'desc';
  let rows: Lead[];
  let nextCursor: string | null;
  if (byTime) {
    const page = await walkPage({
      read: (after, limit) => readTeamRecent(deps, teamId, after, limit, order),
      positionOf: positionOfLead,
      match,
      after: q.cursor ? decodeCursor(q.cursor, recentCursor) : undefined,
      skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
      take: q.perPage,
    });
    rows = page.rows;
    nextCursor = page.next ? encodeCursor(page.next) : null;
  } else {
    const all = await walkPage({
      read: (after, limit) => readTeamRecent(deps, teamId, after, limit, 'desc'),
      positionOf: positionOfLead,
      match,
      skip: 0,
      take: inMemorySortCap,
      budget: inMemorySortCap * 4,
    });
    if (all.next) throw new AppError('BAD_REQUEST', contactMessages.sortTooLarge);
    const field = q.sortField;
    const sorted = all.rows.sort((a, b) => {
      const d =
        field === 'createdAt' ? a.createdAt - b.createdAt : textOf(a, field).localeCompare(textOf(b, field));
      return q.sortOrder === 'ASC' ? d : -d;
    });
    const start = q.cursor ? decodeCursor(q.cursor, offsetCursor).o : (q.page - 1) * q.perPage;
    rows = sorted.slice(start, start + q.perPage);
    nextCursor = start + q.perPage < sorted.length ? encodeCursor({ o: start + q.perPage }) : null;
  }
  return {
    total: await totalOf(deps, teamId, userId, sharing.shareMemberLeads, campaigns, filtered, q.isExcluded),
    leads: rows.map((l) => crmLeadView(l, tags, campaigns.get(l.campaignId))),
    nextCursor,
  };
}

async function totalOf(
  deps: Deps,
  teamId: string,
  userId: string,
  shared: boolean,
  campaigns: Map<string, { userId: string; leadsCount?: number }>,
  filtered: boolean,
  isExcluded: boolean | undefined,
): Promise<number | null> {
  const owners = new Set([...campaigns.values()].map((c) => c.userId));
  const visibleOwners = shared ? [...owners] : [userId];
  if (filtered) return null;
  if (isExcluded === undefined) {
    return [...campaigns.values()]
      .filter((c) => shared || c.userId === userId)
      .reduce((n, c) => n + Math.max(0, c.leadsCount ?? 0), 0);
  }
  const excluded = await Promise.all(
    visibleOwners.map(async (scope) => {
      const { data } = await ContactCounterEntity.get({ teamId, scope, name: 'leadsExcluded' }).go();
      return Math.max(0, data?.count ?? 0);
    }),
  );
  const n = excluded.reduce((a, b) => a + b, 0);
  if (isExcluded) return n;
  const all = await totalOf(deps, teamId, userId, shared, campaigns, false, undefined);
  return Math.max(0, (all ?? 0) - n);
}
