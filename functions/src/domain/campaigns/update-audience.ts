import { AppError } from '@outreach/shared/errors';
import { type CampaignType, campaignListStatus } from '@outreach/shared/rules/outreach/campaigns';
import { audienceOptionKeys, type TUpdateAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import { audienceUrlIssue, takesAudienceUrl } from '@outreach/shared/schemas/campaigns';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { type CampaignRow, campaignView, loadCampaign } from './campaign-view.ts';
import { audienceSourceUrl } from './create-campaign.ts';

/** OURS: the spec shows the call, not its refusals. */
export const updateAudienceMessages = {
  noSearch: 'This campaign has no search to change',
  archived: 'Archived campaigns cannot be changed',
  published: 'The search of a published campaign cannot be changed; restart its search instead',
  changed: 'The campaign was changed meanwhile, please reload and try again',
} as const;

/**
 * PATCH /campaigns/{id}/audience: changes a search campaign's audience. A draft may change its URL
 * (or parameters), `maxSearchAmount` and options; a published one keeps the search it is collecting
 * and changes only the amount and options. The URL must fit the campaign's own type.
 */
export async function updateAudience(deps: Deps, teamId: string, id: string, body: TUpdateAudienceRequest) {
  const c = await loadCampaign(deps, teamId, id);
  if (!takesAudienceUrl(c.campaignType)) throw new AppError('BAD_REQUEST', updateAudienceMessages.noSearch);
  const list = campaignListStatus({ status: c.status, runState: c.runState });
  if (list === 'archived') throw new AppError('BAD_REQUEST', updateAudienceMessages.archived);
  const changesSearch =
    body.searchUrl !== undefined ||
    body.salesNavigatorUrl !== undefined ||
    body.searchParameters !== undefined;
  if (changesSearch && list !== 'draft') throw new AppError('BAD_REQUEST', updateAudienceMessages.published);
  const set: Partial<CampaignRow> = { updatedAt: deps.clock.now() };
  const remove: ('searchUrl' | 'searchParameters')[] = [];
  if (changesSearch) {
    const issue = audienceUrlIssue(c.campaignType as CampaignType, body);
    if (issue) throw new AppError('BAD_REQUEST', issue.message);
    // The new search replaces the old one whole: a URL drops old parameters and the other way round.
    const url = audienceSourceUrl(c.campaignType, body);
    if (url) set.searchUrl = url;
    else remove.push('searchUrl');
    if (body.searchParameters) set.searchParameters = body.searchParameters;
    else remove.push('searchParameters');
  }
  if (body.maxSearchAmount !== undefined) set.maxSearchAmount = body.maxSearchAmount;
  const options = Object.fromEntries(
    audienceOptionKeys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  );
  if (Object.keys(options).length) set.options = { ...((c.options ?? {}) as object), ...options };
  try {
    // Only if nobody published, archived or changed it since it was read.
    await CampaignEntity.patch({ teamId, campaignId: id })
      .set(set)
      .remove(remove)
      .where((a, op) => `${op.eq(a.status, c.status)} AND ${op.eq(a.updatedAt, c.updatedAt)}`)
      .go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed'))
      throw new AppError('CONFLICT', updateAudienceMessages.changed);
    throw e;
  }
  return campaignView(await loadCampaign(deps, teamId, id));
}
