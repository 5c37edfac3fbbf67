import { AppError } from '@outreach/shared/errors';
import {
  isLeadFinderLimited,
  leadFinderPageSizeOptions,
  leadFinderPlan,
  leadFinderResultsCap,
  leadFinderSearchLimit,
  leadFinderWaitlistPlans,
} from '@outreach/shared/rules/outreach/lead-finder';
import { ZCreateAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import {
  leadFinderMessages,
  type TLeadFinderCampaignRequest,
  type TLeadFinderSearchQuery,
} from '@outreach/shared/schemas/lead-finder';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadFinderWaitlistEntity } from '../../data/entities/lead-finder-waitlist.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import type { DirectoryPerson, PeopleDirectory } from '../../ports/people-directory.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { createCampaign } from '../campaigns/create-campaign.ts';
import type { Actor } from '../content/actor.ts';
import { addLeads, type NewLead } from '../leads/add-leads.ts';

/** The team's plan as the lead finder reads it (unknown or missing plans get the free limits). */
async function limitsOf(_deps: Deps, teamId: string) {
  const team = (await TeamEntity.get({ teamId }).go()).data;
  const plan = leadFinderPlan(team?.plan);
  const limited = isLeadFinderLimited(plan);
  return {
    plan,
    limited,
    resultsCap: leadFinderResultsCap[plan],
    searchLimit: leadFinderSearchLimit[plan],
  };
}

function directory(deps: Deps): PeopleDirectory {
  if (!deps.people) throw new AppError('SERVICE_UNAVAILABLE', leadFinderMessages.unavailable);
  return deps.people;
}

/**
 * GET /lead-finder: per-page options locked above the plan's cap with the spec's tooltip (spec 3 §5
 * locks options above 50 on limited plans; a pro cap of 100 locks 250 and 500 the same way, OURS),
 * and the waitlist state for enterprise, agency and teams.
 */
export async function leadFinderInfo(deps: Deps, actor: Actor) {
  const l = await limitsOf(deps, actor.teamId);
  const onWaitlistPlan = (leadFinderWaitlistPlans as readonly string[]).includes(l.plan);
  const applied = onWaitlistPlan
    ? Boolean((await LeadFinderWaitlistEntity.get({ userId: actor.userId }).go()).data)
    : false;
  const options = leadFinderPageSizeOptions(true).map((o) => {
    const disabled = o.value > l.resultsCap;
    return { value: o.value, disabled, tooltip: disabled ? leadFinderMessages.limited : null };
  });
  return {
    ...l,
    perPageOptions: options,
    waitlist: onWaitlistPlan ? (applied ? 'applied' : 'open') : 'none',
  } as const;
}

/**
 * GET /lead-finder/people: a page of the people database. The plan's results cap bounds the page
 * size and its search limit the results reachable through paging; past either the answer is 403
 * with the spec's "limited set" text.
 */
export async function searchPeople(deps: Deps, actor: Actor, q: TLeadFinderSearchQuery) {
  const l = await limitsOf(deps, actor.teamId);
  if (q.perPage > l.resultsCap) throw new AppError('FORBIDDEN', leadFinderMessages.limited);
  const offset = (q.page - 1) * q.perPage;
  if (offset >= l.searchLimit) throw new AppError('FORBIDDEN', leadFinderMessages.limited);
  const limit = Math.min(q.perPage, l.searchLimit - offset);
  const found = await directory(deps).search({
    keywords: q.keywords,
    title: q.title,
    company: q.company,
    location: q.location,
    offset,
    limit,
  });
  return {
    people: found.people,
    page: q.page,
    perPage: q.perPage,
    total: Math.min(found.total, l.searchLimit),
    limited: found.total > l.searchLimit,
  };
}

function newLeadOf(p: DirectoryPerson): NewLead {
  return {
    publicId: p.publicId,
    profileUrl: p.profileUrl,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    title: p.title,
    company: p.company,
    location: p.location,
    industry: p.industry,
  };
}

/** The selection, read back from the directory (never trusted from the client), at most the plan's cap. */
export async function selectedPeople(deps: Deps, teamId: string, publicIds: readonly string[]) {
  const l = await limitsOf(deps, teamId);
  const unique = [...new Set(publicIds)];
  if (unique.length > l.resultsCap) throw new AppError('FORBIDDEN', leadFinderMessages.limited);
  const people = await directory(deps).byIds(unique);
  if (people.length !== unique.length) throw new AppError('BAD_REQUEST', leadFinderMessages.unknownPeople);
  return people.map(newLeadOf);
}

/** POST /lead-finder/campaigns: a LinkedIn draft of type "lead finder" with the selection as its leads. */
export async function createLeadFinderCampaign(deps: Deps, actor: Actor, body: TLeadFinderCampaignRequest) {
  const people = await selectedPeople(deps, actor.teamId, body.publicIds);
  const created = await createCampaign(
    deps,
    actor.teamId,
    actor.userId,
    ZCreateAudienceRequest.parse({ name: body.name, category: 'linkedin', campaignType: 'lead finder' }),
  );
  await CampaignEntity.patch({ teamId: actor.teamId, campaignId: created.id })
    .set({ isSearchEnded: true })
    .go();
  const campaign = await loadCampaign(deps, actor.teamId, created.id);
  const added = await addLeads(deps, campaign, people);
  return {
    campaignId: campaign.campaignId,
    name: campaign.name,
    category: campaign.category,
    added,
    duplicates: people.length - added,
  };
}

const addableCategories = ['linkedin', 'multichannel', 'multi-channel'];

/** POST /lead-finder/campaigns/{id}/leads: the selection added to a draft, active or paused LinkedIn campaign. */
export async function addLeadFinderLeads(deps: Deps, actor: Actor, id: string, publicIds: string[]) {
  const campaign = await loadCampaign(deps, actor.teamId, id);
  if (campaign.isRemoved || campaign.status === 'archived' || !addableCategories.includes(campaign.category))
    throw new AppError('BAD_REQUEST', leadFinderMessages.campaignClosed);
  const people = await selectedPeople(deps, actor.teamId, publicIds);
  const added = await addLeads(deps, campaign, people);
  return {
    campaignId: campaign.campaignId,
    name: campaign.name,
    category: campaign.category,
    added,
    duplicates: people.length - added,
  };
}

/** POST /users/apply-se-waitlist: the caller joins the lead finder waitlist (once; later calls answer the first date). */
export async function applySeWaitlist(deps: Deps, actor: Actor) {
  const existing = (await LeadFinderWaitlistEntity.get({ userId: actor.userId }).go()).data;
  if (existing) return { applied: true, appliedAt: existing.appliedAt };
  const appliedAt = deps.clock.now();
  await LeadFinderWaitlistEntity.put({ userId: actor.userId, teamId: actor.teamId, appliedAt }).go();
  return { applied: true, appliedAt };
}
