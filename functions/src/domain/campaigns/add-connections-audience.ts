import { AppError } from '@outreach/shared/errors';
import { campaignActionBlock } from '@outreach/shared/rules/outreach/campaigns';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import type { Deps } from '../../ports/deps.ts';
import { publicIdOfRef } from '../contacts/find-person-leads.ts';
import { selectedPeople } from '../lead-finder/lead-finder.ts';
import { addLeads, type NewLead } from '../leads/add-leads.ts';
import { addAudienceMessages } from './add-csv-audience.ts';
import { campaignView, loadCampaign } from './campaign-view.ts';

/** OURS: the spec shows the call, not its refusals. */
export const connectionsAudienceMessages = {
  notLinkedIn: 'Only LinkedIn campaigns take LinkedIn connections',
} as const;

const offLinkedIn = new Set(['email', 'twitter']);

/** A LinkedIn campaign that takes more leads now (active, not a group, event or post campaign). */
async function audienceCampaign(deps: Deps, teamId: string, id: string) {
  const c = await loadCampaign(deps, teamId, id);
  if (offLinkedIn.has(c.category)) throw new AppError('BAD_REQUEST', connectionsAudienceMessages.notLinkedIn);
  const block = campaignActionBlock(c, 'addLeads');
  if (block)
    throw new AppError('BAD_REQUEST', block === 'not-allowed' ? addAudienceMessages.notActive : block);
  return c;
}

/**
 * POST (or PATCH) /campaigns/{id}/audience/sales-explorer-connections {entityUrns}: people of the
 * Sales Explorer (the lead finder's directory; spec 1's apply-se-waitlist names it so) become leads,
 * once each, as POST /lead-finder/campaigns/{id}/leads adds them: read back from the directory, never
 * trusted from the client, within the plan's results cap (403), all of them known (400).
 */
export async function addSalesExplorerAudience(deps: Deps, teamId: string, id: string, refs: string[]) {
  const c = await audienceCampaign(deps, teamId, id);
  const people = await selectedPeople(deps, teamId, [...new Set(refs.map(publicIdOfRef))]);
  const added = await addLeads(deps, c, people);
  const fresh = await loadCampaign(deps, teamId, id);
  return {
    ...campaignView(fresh),
    connections: { added, duplicate: people.length - added, excluded: 0, notFound: 0 },
  };
}

/**
 * POST (or PATCH) /campaigns/{id}/audience/connections {entityUrns}: the named connections of the campaign's
 * sender become leads, once each; excluded connections (the blacklist) and names that are not the
 * sender's connections are counted, not added. New leads start at once when the campaign runs.
 */
export async function addConnectionsAudience(deps: Deps, teamId: string, id: string, refs: string[]) {
  const c = await audienceCampaign(deps, teamId, id);
  const publicIds = [...new Set(refs.map(publicIdOfRef))];
  // Connections are the sender's own (keyed by team and sender): another member's stay unseen.
  const { data } = await ConnectionEntity.get(
    publicIds.map((publicId) => ({ teamId, userId: c.userId, publicId })),
  ).go();
  const usable = data.filter((p) => !p.isExcluded);
  const people: NewLead[] = usable.map((p) => ({
    publicId: p.publicId,
    profileUrl: `https://www.linkedin.com/in/${p.publicId}/`,
    memberUrn: p.memberUrn,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    title: p.title,
    company: p.company,
    location: p.location,
    industry: p.industry,
    pictureUrl: p.picture,
  }));
  const added = people.length ? await addLeads(deps, c, people) : 0;
  const fresh = await loadCampaign(deps, teamId, id);
  return {
    ...campaignView(fresh),
    connections: {
      added,
      duplicate: usable.length - added,
      excluded: data.length - usable.length,
      notFound: publicIds.length - data.length,
    },
  };
}
