import { AppError } from '@outreach/shared/errors';
import { campaignActionBlock } from '@outreach/shared/rules/outreach/campaigns';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { addedSources, updateAddedSources } from '../lead-sources/added-sources.ts';
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
 * and collects again from the first page (people already in the campaign are kept once). A lead
 * source is the campaign's own search (id = the campaign id) or a search added later (POST
 * /lead-sources); only an ended search restarts. `restartCampaign` restarts the whole campaign: its
 * own search and every added one that has ended.
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
  const sources = addedSources(c);
  const named = new Set(body.leadSourceIds.map(String));
  if ([...named].some((s) => s !== c.campaignId && !sources.some((x) => x.id === s)))
    throw new AppError('BAD_REQUEST', restartMessages.unknownSource);
  const ownNamed = named.has(c.campaignId);
  const chosen = sources.filter((s) => named.has(s.id));
  if (chosen.some((s) => !s.isSearchEnded)) throw new AppError('BAD_REQUEST', restartMessages.notEnded);
  // The whole campaign: its own search (refused as before when it has none or it runs) unless an
  // added search has ended, which then restarts alone.
  const whole = body.restartCampaign ? sources.filter((s) => s.isSearchEnded) : [];
  const restartOwn = ownNamed || (body.restartCampaign && (whole.length === 0 || ownEnded(c)));
  if (restartOwn) {
    if (!c.searchUrl) throw new AppError('BAD_REQUEST', restartMessages.noSearch);
    if (!c.isSearchEnded) throw new AppError('BAD_REQUEST', restartMessages.notEnded);
  }
  if ((c.leadsCount ?? 0) >= (c.maxSearchAmount ?? 2500))
    throw new AppError('BAD_REQUEST', restartMessages.full);
  const again = new Set([...chosen, ...whole].map((s) => s.id));
  let next = c;
  if (restartOwn) next = await restartOwnSearch(deps, c);
  if (again.size > 0) {
    const written = await updateAddedSources(deps, c, (list) =>
      list.some((s) => again.has(s.id) && !s.isSearchEnded)
        ? null // restarted meanwhile
        : list.map((s) =>
            again.has(s.id) ? { ...s, isSearchEnded: false, searchRound: (s.searchRound ?? 0) + 1 } : s,
          ),
    );
    if (!written) throw conflict();
    next = { ...next, leadSources: written.leadSources, sourcesVersion: written.sourcesVersion };
    for (const s of addedSources(next)) if (again.has(s.id)) await collectNextPage(deps, next, 1, s);
  }
  return campaignView(next);
}

const ownEnded = (c: CampaignRow) => Boolean(c.searchUrl) && (c.isSearchEnded ?? false);
const conflict = () =>
  new AppError('CONFLICT', 'The campaign was changed meanwhile, please reload and try again');

/** The campaign's own search, from its first page, in a new round (conditional on the round read). */
async function restartOwnSearch(deps: Deps, c: CampaignRow): Promise<CampaignRow> {
  const { teamId, campaignId: id } = c;
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
    if ((e as Error).message?.includes('conditional request failed')) throw conflict();
    throw e;
  }
  const next = { ...c, isSearchEnded: false, searchRound: round, updatedAt: now } as CampaignRow;
  await collectNextPage(deps, next, 1);
  return next;
}
