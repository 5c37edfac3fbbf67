import { AppError } from '@outreach/shared/errors';
import {
  campaignActionBlock,
  maxAddedLeadSources,
  takesLeadSources,
} from '@outreach/shared/rules/outreach/campaigns';
import type { TAddLeadSourceRequest } from '@outreach/shared/schemas/campaign-audience';
import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';
import { addAudienceMessages } from '../campaigns/add-csv-audience.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { collectNextPage } from '../campaigns/change-campaign.ts';
import { assertTypeOnPlan, audienceSourceUrl } from '../campaigns/create-campaign.ts';
import { assertMayRunOutreach } from '../teams/outreach-standing.ts';
import { type AddedLeadSource, addedSources, updateAddedSources } from './added-sources.ts';

/** OURS: the spec shows the call, not its refusals. */
export const leadSourceMessages = {
  notTaking: 'This campaign does not take other lead sources',
  tooMany: `A campaign takes at most ${maxAddedLeadSources} lead sources besides its own search`,
  sameAsCampaign: 'This is the search of the campaign itself',
  endedAgain: 'This campaign already has this search: restart it from the campaign instead',
  full: 'This campaign already has the most leads its search may collect',
} as const;

function sourceView(s: AddedLeadSource) {
  return {
    id: s.id,
    searchType: s.searchType,
    searchUrl: s.searchUrl,
    searchParameters: s.searchParameters ?? null,
    isSearchEnded: s.isSearchEnded,
    canRestart: s.isSearchEnded,
    isInitial: false,
    createdAt: new Date(s.createdAt).toISOString(),
  };
}

/**
 * GET /lead-sources/campaign/{id}: a campaign's lead sources (spec 3 §3: id, searchType, searchUrl,
 * isSearchEnded, createdAt). Its own search or CSV comes first, with the campaign's id (what
 * restart-search's `leadSourceIds` names), then the searches added with POST /lead-sources.
 */
export async function listLeadSources(deps: Deps, teamId: string, campaignId: string) {
  const c = await loadCampaign(deps, teamId, campaignId);
  return [
    {
      id: c.campaignId,
      searchType: c.campaignType,
      searchUrl: c.searchUrl ?? null,
      searchParameters: c.searchParameters ?? null,
      isSearchEnded: c.isSearchEnded ?? false,
      canRestart: Boolean(c.searchUrl) && (c.isSearchEnded ?? false),
      isInitial: true,
      createdAt: new Date(c.createdAt).toISOString(),
    },
    ...addedSources(c).map(sourceView),
  ];
}

/**
 * POST /lead-sources {campaignId, searchType, searchUrl | salesNavigatorUrl | searchParameters}: one
 * more search for a running LinkedIn campaign ("Add more leads", spec 3 §6), collected by the bot
 * into the same campaign (people already in it are kept once; the campaign's lead cap holds for all
 * its sources together). Sending the same search again while it is collected answers that source
 * (`created` false).
 */
export async function addLeadSource(
  deps: Deps,
  teamId: string,
  actorId: string,
  body: TAddLeadSourceRequest,
) {
  const c = await loadCampaign(deps, teamId, body.campaignId);
  if (!takesLeadSources(c)) throw new AppError('BAD_REQUEST', leadSourceMessages.notTaking);
  const block = campaignActionBlock(c, 'addLeads');
  if (block)
    throw new AppError('BAD_REQUEST', block === 'not-allowed' ? addAudienceMessages.notActive : block);
  await assertMayRunOutreach(deps, teamId, actorId);
  await assertTypeOnPlan(deps, teamId, body.searchType);
  const searchUrl = audienceSourceUrl(body.searchType, body);
  // The schema's URL rule guarantees one; a search without a URL could never be collected.
  if (!searchUrl) throw new AppError('BAD_REQUEST', leadSourceMessages.notTaking);
  if (searchUrl === c.searchUrl) throw new AppError('BAD_REQUEST', leadSourceMessages.sameAsCampaign);
  if ((c.leadsCount ?? 0) >= (c.maxSearchAmount ?? 2500))
    throw new AppError('BAD_REQUEST', leadSourceMessages.full);
  const now = deps.clock.now();
  const fresh: AddedLeadSource = {
    id: ulid(now),
    searchType: body.searchType,
    searchUrl,
    ...(body.searchParameters ? { searchParameters: body.searchParameters } : {}),
    isSearchEnded: false,
    createdAt: now,
    createdBy: actorId,
  };
  let source = fresh;
  let refusal: string | null = null;
  const row = await updateAddedSources(deps, c, (sources) => {
    const same = sources.find((s) => s.searchUrl === searchUrl);
    refusal = null;
    if (same) {
      source = same;
      if (same.isSearchEnded) refusal = leadSourceMessages.endedAgain;
      return null;
    }
    if (sources.length >= maxAddedLeadSources) {
      refusal = leadSourceMessages.tooMany;
      return null;
    }
    source = fresh;
    return [...sources, fresh];
  });
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  // Written first, then asked for: a crash in between is mended by sending the same search again
  // (its first page is asked for again; an action already there is kept, never doubled).
  await collectNextPage(deps, row ?? c, 1, source);
  return { source: sourceView(source), created: source === fresh };
}
