import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import {
  type LeadStatus,
  type LeadTypeFilterName,
  leadMatchesType,
} from '@outreach/shared/rules/outreach/leads';
import type { EntityItem } from 'electrodb';
import type { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** A lead row as spec 4 shows it. */
export function leadView(l: Lead) {
  return {
    id: l.leadId,
    entityUrn: l.entityUrn,
    status: l.status,
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

async function campaignLeads(deps: Deps, teamId: string, campaignId: string): Promise<Lead[]> {
  const { data } = await deps.db.entities.lead.query.byCampaign({ teamId, campaignId }).go({ pages: 'all' });
  return data;
}

/** GET /leads/campaign/{id}: page, perPage, type (spec 4 filters), excludedOnly → `{ total, leads }`. */
export async function listCampaignLeads(
  deps: Deps,
  teamId: string,
  campaignId: string,
  q: { page: number; perPage: number; type?: string; excludedOnly?: boolean },
) {
  await loadCampaign(deps, teamId, campaignId);
  let rows = await campaignLeads(deps, teamId, campaignId);
  if (q.type) {
    const type = q.type as LeadTypeFilterName;
    rows = rows.filter((l) =>
      leadMatchesType(
        { status: l.status as LeadStatus, actions: (l.actions ?? []) as LeadActionKind[] },
        type,
      ),
    );
  }
  if (q.excludedOnly) rows = rows.filter((l) => l.isExcluded);
  // Leads sort by updatedAt DESC (spec 3 §9).
  rows.sort((a, b) => b.updatedAt - a.updatedAt);
  const start = (q.page - 1) * q.perPage;
  return { total: rows.length, leads: rows.slice(start, start + q.perPage).map(leadView) };
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
    inmailedLeadsCount: 0,
  };
}
