import { AppError } from '@outreach/shared/errors';
import { campaignActionBlock } from '@outreach/shared/rules/outreach/campaigns';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { type CampaignRow, campaignView, loadCampaign } from './campaign-view.ts';
import { collectNextPage } from './change-campaign.ts';

/** OURS: the spec's restart offers only sources whose search has ended (spec 3 §4). */
export const restartMessages = {
  notEnded: 'The search of this campaign has not ended yet',
  noSearch: 'This campaign has no search to restart',
  unknownSource: 'Unknown lead source',
  full: 'This campaign already has the most leads its search may collect',
} as const;

/**
 * PATCH /campaigns/{id}/restart-search {restartCampaign, leadSourceIds}: clears the search-ended flag
 * and collects the search again from its first page (people already in the campaign are kept once).
 * The campaign's own search is its one lead source (id = the campaign id). Only an ended search restarts.
 */
export async function restartSearch(
  deps: Deps,
  teamId: string,
  id: string,
  body: { restartCampaign: boolean; leadSourceIds: (string | number)[] },
) {
  const c = await loadCampaign(deps, teamId, id);
  if (campaignActionBlock(c, 'restartSearch'))
    throw new AppError('BAD_REQUEST', 'This campaign cannot be restarted');
  if (body.leadSourceIds.some((s) => String(s) !== c.campaignId))
    throw new AppError('BAD_REQUEST', restartMessages.unknownSource);
  if (!c.searchUrl) throw new AppError('BAD_REQUEST', restartMessages.noSearch);
  if (!c.isSearchEnded) throw new AppError('BAD_REQUEST', restartMessages.notEnded);
  if ((c.leadsCount ?? 0) >= (c.maxSearchAmount ?? 2500))
    throw new AppError('BAD_REQUEST', restartMessages.full);
  const round = (c.searchRound ?? 0) + 1;
  const now = deps.clock.now();
  try {
    await CampaignEntity.patch({ teamId, campaignId: id })
      .set({ isSearchEnded: false, searchRound: round, updatedAt: now })
      .where(
        (a, op) =>
          `${op.eq(a.isSearchEnded, true)} AND ${c.searchRound ? op.eq(a.searchRound, c.searchRound) : op.notExists(a.searchRound)}`,
      )
      .go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed'))
      throw new AppError('CONFLICT', 'The campaign was changed meanwhile, please reload and try again');
    throw e;
  }
  const next = { ...c, isSearchEnded: false, searchRound: round, updatedAt: now } as CampaignRow;
  await collectNextPage(deps, next, 1);
  return campaignView(next);
}
