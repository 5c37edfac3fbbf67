import { AppError } from '@outreach/shared/errors';
import { contactMessages } from '@outreach/shared/rules/outreach/contacts';
import { ActivityEntity } from '../../data/entities/activity.ts';
import type { Deps } from '../../ports/deps.ts';
import { visiblePersonLeads } from './find-person-leads.ts';
import { teamSharing } from './team-sharing.ts';

/**
 * GET /leads/{id}/campaign/{campaignId}/actions: the lead's history in that campaign, newest first
 * (spec 3 §3 lead action: id, description, message, createdAt), from the activity's `byLead` index.
 */
export async function listLeadActions(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  campaignId: string,
) {
  const sharing = await teamSharing(deps, teamId);
  const lead = (await visiblePersonLeads(deps, teamId, userId, ref, sharing.shareMemberLeads)).find(
    (l) => l.campaignId === campaignId,
  );
  if (!lead) throw new AppError('NOT_FOUND', contactMessages.notFound);
  const { data } = await ActivityEntity.query
    .byLead({ teamId, campaignId, leadId: lead.leadId })
    .go({ order: 'desc', limit: 100 });
  return {
    actions: data.map((a) => ({
      id: a.activityId,
      description: a.kind,
      message: a.message ?? null,
      createdAt: new Date(a.at).toISOString(),
      campaignId: a.campaignId,
      campaignName: a.campaignName ?? null,
    })),
    total: data.length,
  };
}
