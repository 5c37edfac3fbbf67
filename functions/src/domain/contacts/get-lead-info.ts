import { leadEditColumns } from '@outreach/shared/schemas/leads';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadTags, tagChips } from '../tags/tag-view.ts';
import { visiblePersonLeads } from './find-person-leads.ts';
import { crmLeadView } from './lead-row.ts';
import { teamSharing } from './team-sharing.ts';

/**
 * GET /leads/{id} (a person key or entity URN): spec 3's lead info — the lead, its person, tags and
 * userNetwork {degree, notes, isExcluded, conversationId} — plus every campaign the person is in.
 */
export async function getLeadInfo(deps: Deps, teamId: string, userId: string, ref: string) {
  const sharing = await teamSharing(deps, teamId);
  const rows = await visiblePersonLeads(deps, teamId, userId, ref, sharing.shareMemberLeads);
  const tags = await loadTags(deps, teamId);
  const campaigns = await Promise.all(
    rows.map(async (l) => (await CampaignEntity.get({ teamId, campaignId: l.campaignId }).go()).data),
  );
  const views = rows
    .map((l, i) => crmLeadView(l, tags, campaigns[i] ?? undefined))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const lead = views[0]!;
  // The notes live on the owner's 1st-degree connection (PATCH /leads/{entityUrn} or /connections/…/notes).
  const owner = rows[0]!;
  const connection = (
    await ConnectionEntity.get({ teamId, userId: owner.userId, publicId: owner.publicId }).go()
  ).data;
  const connected = Boolean(connection) || rows.some((l) => l.connectedAt);
  const edited = new Set<string>();
  for (const l of rows) for (const c of Object.keys((l.personOriginals ?? {}) as object)) edited.add(c);
  return {
    lead,
    person: lead.person,
    editedColumns: leadEditColumns.filter((c) => edited.has(c)),
    tags: tagChips(rows[0]?.tags, tags),
    userNetwork: {
      degree: connected ? 1 : null,
      notes: connection?.notes ?? null,
      isExcluded: rows.some((l) => l.isExcluded),
      conversationId: rows.find((l) => l.threadId)?.threadId ?? null,
    },
    campaigns: views,
  };
}
