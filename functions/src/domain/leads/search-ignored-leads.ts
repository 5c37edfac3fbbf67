import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import { type LeadStatus, leadMatchesType } from '@outreach/shared/rules/outreach/leads';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { walkPage } from '../paging/walk-page.ts';

/** OURS: the most names the ignored-leads picker offers at once (the user narrows with `filter`). */
const PICKER_SIZE = 50;

/**
 * GET /campaigns/{id}/search-list/ignored (spec 3 §7 "filter"; the answer is ours): the campaign's
 * ignored leads whose name contains `filter` (any case), for the name picker of the Ignored Leads
 * tab: `[{ entityUrn, name }]` in the campaign's lead order, at most 50, reading a bounded window.
 */
export async function searchIgnoredLeads(deps: Deps, teamId: string, campaignId: string, filter?: string) {
  await loadCampaign(deps, teamId, campaignId);
  const f = filter?.toLowerCase();
  const nameOf = (l: { person?: unknown }) => {
    const p = (l.person ?? {}) as { name?: string; firstName?: string; lastName?: string };
    return p.name ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
  };
  const page = await walkPage({
    read: async (after: string | undefined, limit) => {
      const byCampaign = LeadEntity.query.byCampaign({ teamId, campaignId });
      return (await (after === undefined ? byCampaign : byCampaign.gt({ leadId: after })).go({ limit })).data;
    },
    positionOf: (l) => l.leadId,
    match: (l) =>
      leadMatchesType(
        { status: l.status as LeadStatus, actions: (l.actions ?? []) as LeadActionKind[] },
        'ignored',
      ) &&
      (!f || nameOf(l).toLowerCase().includes(f)),
    skip: 0,
    take: PICKER_SIZE,
  });
  return page.rows.map((l) => ({ entityUrn: l.entityUrn, name: nameOf(l) }));
}
