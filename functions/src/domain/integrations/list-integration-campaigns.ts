import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { READ_BUDGET } from '../paging/walk-page.ts';
import type { KeyOwner } from './integration-rows.ts';

/**
 * The key owner's campaigns (spec 4 `type`: active, draft, archived or all), newest first, among the
 * team's newest `READ_BUDGET` campaigns (campaign ids are ULIDs: newest first in key order). A bounded
 * read, never the team's whole partition (issue #7 §5.9).
 */
export async function listIntegrationCampaigns(
  _deps: Deps,
  owner: KeyOwner,
  type: string,
  budget = READ_BUDGET,
) {
  const { data } = await CampaignEntity.query
    .byTeam({ teamId: owner.teamId })
    .go({ order: 'desc', limit: budget });
  const campaigns = data
    .filter((c) => c.userId === owner.userId && !c.isRemoved)
    .filter((c) => type === 'all' || c.status === type)
    .map((c) => ({
      id: c.campaignId,
      name: c.name,
      status: c.status,
      category: c.category,
      createdAt: new Date(c.createdAt).toISOString(),
    }));
  return { campaigns };
}
