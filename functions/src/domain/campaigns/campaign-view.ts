import { AppError } from '@outreach/shared/errors';
import { campaignListStatus } from '@outreach/shared/rules/outreach/campaigns';
import type { EntityItem } from 'electrodb';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { addedSources } from '../lead-sources/added-sources.ts';

export type CampaignRow = EntityItem<typeof CampaignEntity>;

export const campaignNotFound = () => new AppError('NOT_FOUND', 'Campaign not found');

/** A campaign of the caller's team; any other team's (or a deleted one) is a 404. */
export async function loadCampaign(_deps: Deps, teamId: string, campaignId: string): Promise<CampaignRow> {
  const c = (await CampaignEntity.get({ teamId, campaignId }).go()).data;
  if (!c || c.isRemoved) throw campaignNotFound();
  return c;
}

/** The campaign object of spec 3 §3 plus spec 4's additions. */
export function campaignView(c: CampaignRow) {
  const sequence = ((c.touchSequence as { sequence?: unknown[] })?.sequence ?? []) as unknown[];
  const options = (c.options ?? {}) as Record<string, unknown>;
  const requested = c.requestedLeadsCount ?? 0;
  const connected = c.connectedLeadsCount ?? 0;
  return {
    id: c.campaignId,
    userId: c.userId,
    teamId: c.teamId,
    name: c.name,
    category: c.category,
    campaignType: c.campaignType,
    searchUrl: c.searchUrl ?? null,
    searchParameters: c.searchParameters ?? null,
    isLinkedinOnly: (options.isLinkedinOnly as boolean | undefined) ?? true,
    isSearchEnded: c.isSearchEnded ?? false,
    addedSourcesCount: addedSources(c).length,
    isRemoved: c.isRemoved ?? false,
    status: c.status,
    listStatus: campaignListStatus({ status: c.status, runState: c.runState }),
    runState: c.runState,
    ignoredLeadsCount: c.ignoredLeadsCount ?? 0,
    touchSequence: { sequence },
    numOfTouches: sequence.length,
    customSnippets: c.customSnippets ?? null,
    ...(c.interactiveAnswers ? { interactiveAnswers: c.interactiveAnswers } : {}),
    csvColumns: c.csvColumnNames ?? [],
    maxSearchAmount: c.maxSearchAmount ?? null,
    ...options,
    couldNotVerifyLeads: 0,
    pendingLeads: 0,
    numberOfPendingLeads: 0,
    leadsCount: c.leadsCount ?? 0,
    viewedLeadsCount: c.viewedLeadsCount ?? 0,
    requestedLeadsCount: requested,
    connectedLeadsCount: connected,
    messagedLeadsCount: c.messagedLeadsCount ?? 0,
    followedUpLeadsCount: c.followedUpLeadsCount ?? 0,
    repliesCount: c.repliesCount ?? 0,
    emailedCount: c.emailedLeadsCount ?? 0,
    xMessagedCount: c.xMessagedLeadsCount ?? 0,
    xFollowedCount: c.xFollowedLeadsCount ?? 0,
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
    publishedAt: c.publishedAt ? new Date(c.publishedAt).toISOString() : null,
  };
}
