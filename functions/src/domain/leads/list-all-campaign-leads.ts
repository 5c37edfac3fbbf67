import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import {
  type LeadStatus,
  type LeadTypeFilterName,
  leadMatchesType,
} from '@outreach/shared/rules/outreach/leads';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';

/** OURS: light rows of about 150 bytes keep the answer near 1.5 MB, under Lambda's 6 MB. */
const MAX_ROWS = 10_000;

/**
 * GET /leads/campaign/{id}/all (spec 3 §7): every lead of the campaign matching the `type` filter
 * (and `excludedOnly`), unpaged, as light rows (id, entityUrn, name, status) for "select all".
 * Read in the campaign's key order, at most 10,000 rows.
 */
export async function listAllCampaignLeads(
  deps: Deps,
  teamId: string,
  campaignId: string,
  q: { type?: string; excludedOnly?: boolean },
) {
  await loadCampaign(deps, teamId, campaignId);
  const type = q.type as LeadTypeFilterName | undefined;
  const leads = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(deps, teamId, campaignId, cursor);
    for (const l of page.data) {
      if (q.excludedOnly && !l.isExcluded) continue;
      if (
        type &&
        !leadMatchesType(
          { status: l.status as LeadStatus, actions: (l.actions ?? []) as LeadActionKind[] },
          type,
        )
      )
        continue;
      const p = (l.person ?? {}) as { name?: string; firstName?: string; lastName?: string };
      leads.push({
        id: l.leadId,
        entityUrn: l.entityUrn,
        name: p.name || `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || l.publicId,
        status: l.status,
        isExcluded: Boolean(l.isExcluded),
      });
      if (leads.length >= MAX_ROWS) break;
    }
    cursor = page.cursor;
  } while (cursor && leads.length < MAX_ROWS);
  return { total: leads.length, leads };
}

function readPage(_deps: Deps, teamId: string, campaignId: string, cursor: string | null) {
  return LeadEntity.query.byCampaign({ teamId, campaignId }).go({ cursor, limit: 1000 });
}
