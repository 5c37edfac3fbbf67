import { AppError } from '@outreach/shared/errors';
import { senderMessages, type TCampaignSendersRequest } from '@outreach/shared/schemas/campaign-senders';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from './campaign-view.ts';
import { getCampaignSenders, senderCandidates } from './get-campaign-senders.ts';

/**
 * PATCH /campaigns/{id}/senders: the LinkedIn accounts of the team the campaign rotates through.
 * Leads already given a sender keep it; the others are spread over the new list at their first step.
 */
export async function updateCampaignSenders(
  deps: Deps,
  teamId: string,
  campaignId: string,
  body: TCampaignSendersRequest,
) {
  const c = await loadCampaign(deps, teamId, campaignId);
  if (c.category !== 'linkedin') throw new AppError('BAD_REQUEST', senderMessages.notLinkedIn);
  const ids = [...new Set(body.senderIds)];
  const allowed = new Set((await senderCandidates(deps, teamId)).map((m) => m.userId));
  if (ids.some((id) => !allowed.has(id))) throw new AppError('BAD_REQUEST', senderMessages.notMember);
  await CampaignEntity.patch({ teamId, campaignId })
    .set({ senderIds: ids, updatedAt: deps.clock.now() })
    .go();
  return getCampaignSenders(deps, teamId, campaignId);
}
