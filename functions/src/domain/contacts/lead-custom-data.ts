import { AppError } from '@outreach/shared/errors';
import { contactMessages } from '@outreach/shared/rules/outreach/contacts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { leadView } from '../leads/campaign-leads.ts';
import { publicIdOfRef } from './find-person-leads.ts';

/** The caller's lead of a person in one campaign; another owner's, team's or campaign's is a 404. */
async function ownLead(_deps: Deps, teamId: string, userId: string, ref: string, campaignId: string) {
  const { data } = await LeadEntity.query
    .byPerson({ teamId, userId, publicId: publicIdOfRef(ref) })
    .go({ pages: 'all' });
  const lead = data.find((l) => l.campaignId === campaignId);
  if (!lead) throw new AppError('NOT_FOUND', contactMessages.notFound);
  return lead;
}

/**
 * PATCH /leads/{id}/campaign/{campaignId}/custom-data {customData}, or DELETE (null): the lead's own
 * values for that campaign's message placeholders.
 */
export async function setLeadCustomData(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  campaignId: string,
  customData: Record<string, unknown> | null,
) {
  const lead = await ownLead(deps, teamId, userId, ref, campaignId);
  const key = { teamId, campaignId, leadId: lead.leadId };
  const updatedAt = deps.clock.now();
  const q = LeadEntity.patch(key);
  await (customData === null
    ? q.set({ updatedAt }).remove(['customData'])
    : q.set({ customData, updatedAt })
  ).go();
  return leadView({ ...lead, customData: customData ?? undefined, updatedAt });
}
