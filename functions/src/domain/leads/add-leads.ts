import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { stepDelayMs } from '@outreach/shared/rules/outreach/sequence';
import { parseProfileUrl } from '@outreach/shared/schemas/linkedin-urls';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { LeadTypeCounterEntity } from '../../data/entities/lead-type-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import type { ScrapedPerson } from '../bot/types.ts';
import { fireAt } from '../scheduling/schedule-step.ts';
import { jitterMs } from '../scheduling/step-messages.ts';
import { type ActivityInput, recordActivities } from '../stats/record-activity.ts';

/** A person to add to a campaign: at least a public id and profile URL. */
export interface NewLead {
  publicId: string;
  profileUrl: string;
  memberUrn?: string;
  firstName?: string;
  lastName?: string;
  headline?: string;
  title?: string;
  company?: string;
  location?: string;
  industry?: string;
  pictureUrl?: string;
  /** The person's email address (email campaigns: the lead's identity). */
  email?: string;
  /** The person's X handle, without `@` (X campaigns: the lead's identity). */
  twitterHandle?: string;
  csvColumns?: Record<string, string>;
}

export interface CampaignForLeads {
  teamId: string;
  campaignId: string;
  userId: string;
  name: string;
  status: string;
  runState: string;
  touchSequence?: unknown;
}

/** The lead id of a person in a campaign: the public id, lower-cased and URL-safe (one lead per person). */
export function leadIdOf(publicId: string): string {
  let id = publicId;
  try {
    id = decodeURIComponent(publicId);
  } catch {
    // not percent-encoded
  }
  return encodeURIComponent(id.trim().toLowerCase());
}

/** The spec 3 §3 Person of a lead, from what the bot scraped or the CSV gave. */
export function personOf(p: NewLead, leadId: string) {
  const firstName = p.firstName?.trim() ?? '';
  const lastName = p.lastName?.trim() ?? '';
  return {
    key: leadId,
    name: `${firstName} ${lastName}`.trim() || p.publicId,
    firstName,
    lastName,
    headline: p.headline ?? null,
    currentTitle: p.title ?? null,
    currentEmployer: p.company ?? null,
    location: p.location ?? null,
    industryName: p.industry ?? null,
    picture: p.pictureUrl ?? null,
    linkedInHandle: p.publicId,
    linkedInUrn: p.memberUrn ?? null,
    linkedInData: {
      pic: p.pictureUrl ?? null,
      handle: p.publicId,
      firstName,
      lastName,
      company: p.company ?? null,
    },
    ...(p.email ? { email: p.email } : {}),
    ...(p.twitterHandle ? { twitterHandle: p.twitterHandle } : {}),
  };
}

export function fromScraped(s: ScrapedPerson): NewLead {
  return { ...s };
}

/** A profile URL from a CSV cell, as a new lead; null when it is not a /in/ or /pub/ profile. */
export function fromProfileUrl(url: string, csvColumns?: Record<string, string>): NewLead | null {
  const p = parseProfileUrl(url);
  if (!p || (p.kind !== 'in' && p.kind !== 'pub')) return null;
  return { publicId: p.publicId, profileUrl: `https://www.linkedin.com/in/${p.publicId}/`, csvColumns };
}

const isActive = (c: CampaignForLeads) => c.status === 'active' && c.runState === 'running';

/**
 * Adds people to a campaign, once each (a conditional create on the person's lead id), records
 * "lead found" and puts each new lead on the first step. Answers how many were new.
 */
export async function addLeads(
  deps: Deps,
  campaign: CampaignForLeads,
  people: NewLead[],
  opts: { concurrency?: number; profileBase?: string; created?: Set<string> } = {},
): Promise<number> {
  const now = deps.clock.now();
  const sequence = ((campaign.touchSequence as { sequence?: SequenceStep[] })?.sequence ??
    []) as SequenceStep[];
  const firstDelay = sequence[0] ? stepDelayMs(sequence[0]) : 0;
  let created = 0;
  // "Lead found" rows are recorded together after the leads: one counter addition per batch.
  const found: ActivityInput[] = [];
  const queue = [...people];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const leadId = leadIdOf(p.publicId);
      const publicId = p.publicId.toLowerCase();
      const person = personOf(p, leadId);
      const due = now + firstDelay + jitterMs(`${leadId}#0#0`);
      try {
        await LeadEntity.create({
          teamId: campaign.teamId,
          campaignId: campaign.campaignId,
          leadId,
          userId: campaign.userId,
          publicId,
          profileUrl: p.profileUrl,
          entityUrn: p.memberUrn ?? `urn:li:fsd_profile:${p.publicId}`,
          memberUrn: p.memberUrn,
          status: 'approved',
          stage: sequence.length ? 'scheduled' : 'done',
          nextTouchIndex: 0,
          stepAttempt: 0,
          nextDueAt: due,
          person,
          csvColumns: p.csvColumns,
          actions: ['lead found'],
          lastAction: 'lead found',
          lastActionAt: now,
          createdAt: now,
          updatedAt: now,
        }).go();
      } catch (e) {
        if ((e as Error).message?.includes('conditional request failed')) continue;
        throw e;
      }
      created++;
      opts.created?.add(leadId);
      found.push({
        teamId: campaign.teamId,
        userId: campaign.userId,
        campaignId: campaign.campaignId,
        campaignName: campaign.name,
        leadId,
        kind: 'lead found',
        person,
        activityId: `found#${campaign.campaignId}#${leadId}`,
      });
      if (sequence.length && isActive(campaign)) {
        const ref = {
          teamId: campaign.teamId,
          campaignId: campaign.campaignId,
          leadId,
          userId: campaign.userId,
          publicId,
        };
        await fireAt(deps, ref, 0, 0, due);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 16 }, worker));
  await recordActivities(deps, found);
  if (created > 0) {
    await CampaignEntity.patch({ teamId: campaign.teamId, campaignId: campaign.campaignId })
      .add({ leadsCount: created })
      .go();
    // New leads are approved with only "lead found": the `approved` filter is all they match.
    await LeadTypeCounterEntity.update({
      teamId: campaign.teamId,
      campaignId: campaign.campaignId,
      type: 'approved',
    })
      .add({ count: created })
      .go();
  }
  return created;
}
