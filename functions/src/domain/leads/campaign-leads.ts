import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import {
  exclusionReasonLabel,
  type LeadStatus,
  type LeadTypeFilterName,
  leadMatchesType,
} from '@outreach/shared/rules/outreach/leads';
import type { EntityItem } from 'electrodb';
import * as z from 'zod';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { type CampaignRow, loadCampaign } from '../campaigns/campaign-view.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { leadTypeCount } from './lead-type-counts.ts';
import { nameSenders } from './name-senders.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** A lead row as spec 4 shows it. */
export function leadView(l: Lead) {
  return {
    id: l.leadId,
    entityUrn: l.entityUrn,
    status: l.status,
    exclusionReason: exclusionReasonLabel(l.status as LeadStatus),
    conversationUrn: l.threadId ?? null,
    isReturnToCampaign: l.isReturnToCampaign ?? false,
    isExcluded: l.isExcluded ?? false,
    nextTouchIndex: l.nextTouchIndex,
    stage: l.stage,
    nextDueAt: l.nextDueAt && l.stage === 'scheduled' ? new Date(l.nextDueAt).toISOString() : null,
    actionDescription: l.lastAction ?? null,
    lastActionAt: l.lastActionAt ? new Date(l.lastActionAt).toISOString() : null,
    createdAt: new Date(l.createdAt).toISOString(),
    updatedAt: new Date(l.updatedAt).toISOString(),
    customData: l.customData ?? null,
    csvColumns: l.csvColumns ?? null,
    person: { ...(l.person as object), email: null, phone: null },
  };
}

const leadCursor = z.object({ l: z.string().min(1).max(512) });

/**
 * The kept counter of what the query selects: the campaign's leads, or a `type` filter's counter.
 * Nothing counts excluded leads: with `excludedOnly` the total is null.
 */
async function totalOf(deps: Deps, c: CampaignRow, q: { type?: string; excludedOnly?: boolean }) {
  if (q.excludedOnly) return null;
  if (!q.type) return c.leadsCount ?? 0;
  return leadTypeCount(deps, c.teamId, c.campaignId, q.type);
}

/**
 * GET /leads/campaign/{id}: page, perPage, type (spec 4 filters), excludedOnly → `{ total, leads }`
 * plus `nextCursor`. Leads come in the campaign's key order (by LinkedIn id, stable while the
 * campaign runs, so paging neither repeats nor misses a lead); `cursor` continues after a page,
 * `page` alone reaches `pagination.maxPageDepth` rows. `total` is a kept counter (null for
 * `excludedOnly`, which none counts).
 */
export async function listCampaignLeads(
  deps: Deps,
  teamId: string,
  campaignId: string,
  q: { page: number; perPage: number; type?: string; excludedOnly?: boolean; cursor?: string },
) {
  const c = await loadCampaign(deps, teamId, campaignId);
  const type = q.type as LeadTypeFilterName | undefined;
  const filtered = Boolean(type || q.excludedOnly);
  const page = await walkPage<Lead, string>({
    read: async (after, limit) => {
      const byCampaign = LeadEntity.query.byCampaign({ teamId, campaignId });
      const ranged = after === undefined ? byCampaign : byCampaign.gt({ leadId: after });
      return (await ranged.go({ limit })).data;
    },
    positionOf: (l) => l.leadId,
    match: filtered
      ? (l) =>
          (!q.excludedOnly || Boolean(l.isExcluded)) &&
          (!type ||
            leadMatchesType(
              { status: l.status as LeadStatus, actions: (l.actions ?? []) as LeadActionKind[] },
              type,
            ))
      : undefined,
    after: q.cursor ? decodeCursor(q.cursor, leadCursor).l : undefined,
    skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
    take: q.perPage,
  });
  // The sender (issue #9): the owner, or in a rotated campaign the one settled at the lead's first step.
  const rotates = (c.senderIds?.length ?? 0) > 0;
  const senderOf = (l: Lead) => (rotates && l.senderAt === undefined ? null : l.userId);
  const names = await nameSenders(
    teamId,
    page.rows.flatMap((l) => senderOf(l) ?? []),
  );
  return {
    total: await totalOf(deps, c, q),
    leads: page.rows.map((l) => {
      const sender = senderOf(l);
      return { ...leadView(l), sender: sender === null ? null : { id: sender, name: names.get(sender)! } };
    }),
    nextCursor: page.next === null ? null : encodeCursor({ l: page.next }),
    rotates,
  };
}

/** GET /leads/campaign/{id}/statuses: spec 4's counters, from the campaign's atomic counters. */
export async function getLeadStatuses(deps: Deps, teamId: string, campaignId: string) {
  const c = await loadCampaign(deps, teamId, campaignId);
  const requested = c.requestedLeadsCount ?? 0;
  const connected = c.connectedLeadsCount ?? 0;
  return {
    leadsCount: c.leadsCount ?? 0,
    repliesCount: c.repliesCount ?? 0,
    viewedLeadsCount: c.viewedLeadsCount ?? 0,
    requestedLeadsCount: requested,
    connectedLeadsCount: connected,
    followedUpLeadsCount: c.followedUpLeadsCount ?? 0,
    invitesPendingCount: Math.max(0, requested - connected),
    messagedLeadsCount: c.messagedLeadsCount ?? 0,
    inmailedLeadsCount: c.inmailedLeadsCount ?? 0,
    xMessagedLeadsCount: c.xMessagedLeadsCount ?? 0,
    xFollowedLeadsCount: c.xFollowedLeadsCount ?? 0,
  };
}
