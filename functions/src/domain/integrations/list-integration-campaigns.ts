import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import type { KeyOwner } from './integration-rows.ts';

/** The key owner's campaigns (spec 4 `type`: active, draft, archived or all), newest first. */
export async function listIntegrationCampaigns(_deps: Deps, owner: KeyOwner, type: string) {
  const { data } = await CampaignEntity.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' });
  const campaigns = data
    .filter((c) => c.userId === owner.userId && !c.isRemoved)
    .filter((c) => type === 'all' || c.status === type)
    .reverse()
    .map((c) => ({
      id: c.campaignId,
      name: c.name,
      status: c.status,
      category: c.category,
      createdAt: new Date(c.createdAt).toISOString(),
    }));
  return { campaigns };
}
