import { effectiveCampaignName, nextDraftCampaignName } from '@outreach/shared/rules/outreach/campaigns';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { READ_BUDGET } from '../paging/walk-page.ts';

/**
 * A new campaign's name: the given one, else `Campaign draft (n)` one above the highest n among the
 * team's newest `READ_BUDGET` campaigns (campaign ids are ULIDs: newest first in key order). A bounded
 * read, never the team's whole partition; a team with fewer campaigns gets the exact highest.
 */
export async function draftName(_deps: Deps, teamId: string, given?: string, budget = READ_BUDGET) {
  const name = effectiveCampaignName(given);
  if (name) return name;
  const { data } = await CampaignEntity.query
    .byTeam({ teamId })
    .go({ order: 'desc', limit: budget, attributes: ['name'] });
  return nextDraftCampaignName(data.map((c) => c.name));
}
