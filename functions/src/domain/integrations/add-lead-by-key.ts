import { AppError } from '@outreach/shared/errors';
import {
  integrationApiMessages,
  type TIntegrationAddLeadRequest,
} from '@outreach/shared/schemas/integration-api';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { addLeads, fromProfileUrl } from '../leads/add-leads.ts';
import type { KeyOwner } from './integration-rows.ts';

/**
 * `POST /add_lead_to_campaign` (spec 4): adds one person to one of the key owner's campaigns, with the
 * `csv_*` fields as the lead's custom columns (without the prefix) and the email as `email`.
 * Adding someone already in the campaign changes nothing and answers `added: false`.
 */
export async function addLeadByKey(deps: Deps, owner: KeyOwner, body: TIntegrationAddLeadRequest) {
  const campaign = (await CampaignEntity.get({ teamId: owner.teamId, campaignId: body.campaign }).go()).data;
  if (!campaign || campaign.userId !== owner.userId || campaign.isRemoved)
    throw new AppError('NOT_FOUND', integrationApiMessages.unknownCampaign);
  const columns: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (
      k.startsWith('csv_') &&
      k.length > 4 &&
      k.length <= 64 &&
      (typeof v === 'string' || typeof v === 'number')
    )
      columns[k.slice(4)] = String(v).slice(0, 1000);
  }
  if (body.email) columns.email = body.email;
  const lead = fromProfileUrl(body.linkedin_profile_url, Object.keys(columns).length ? columns : undefined);
  if (!lead) throw new AppError('BAD_REQUEST', integrationApiMessages.badProfileUrl);
  const added = await addLeads(deps, campaign, [lead]);
  return { added: added > 0, campaign: campaign.campaignId };
}
