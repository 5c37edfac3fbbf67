import type { ContactRow } from '@outreach/shared/rules/outreach/contacts';
import type { EntityItem } from 'electrodb';
import { createConversions } from '../../data/electrodb.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { leadView } from '../leads/campaign-leads.ts';
import { type TagRow, tagChips } from '../tags/tag-view.ts';

export type Lead = EntityItem<typeof LeadEntity>;

interface PersonFields {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  currentTitle?: string | null;
  currentEmployer?: string | null;
  location?: string | null;
  isPremium?: boolean | null;
  email?: string | null;
  phone?: string | null;
  twitterHandle?: string | null;
}

/** What the CRM filters read of a lead. */
export function leadFilterRow(l: Lead): ContactRow {
  const p = (l.person ?? {}) as PersonFields;
  const csv = (l.csvColumns ?? {}) as Record<string, string>;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    title: p.currentTitle,
    company: p.currentEmployer,
    location: p.location,
    tags: l.tags ?? [],
    campaignIds: [l.campaignId],
    isExcluded: l.isExcluded,
    isPremium: p.isPremium,
    email: p.email ?? csv.csv_email ?? csv.csv_emailaddress,
    phone: p.phone,
    twitter: p.twitterHandle,
    connected: Boolean(l.connectedAt),
  };
}

/** A lead row of the CRM (spec 3 §3 Lead, lead table columns): the campaign lead plus its campaign and tags. */
export function crmLeadView(
  l: Lead,
  tags: Map<number, TagRow>,
  campaign: { name: string; isRemoved?: boolean } | undefined,
) {
  return {
    ...leadView(l),
    campaignId: l.campaignId,
    campaignName: campaign?.name ?? null,
    isCampaignRemoved: campaign ? Boolean(campaign.isRemoved) : true,
    ownerId: l.userId,
    connectedAt: l.connectedAt ? new Date(l.connectedAt).toISOString() : null,
    repliedAt: l.repliedAt ? new Date(l.repliedAt).toISOString() : null,
    tags: tagChips(l.tags, tags),
  };
}

/** A position in the `byTeamRecent` index (what list cursors hold). */
export interface RecentPosition {
  u: number;
  c: string;
  l: string;
}
export const positionOfLead = (l: Lead): RecentPosition => ({ u: l.updatedAt, c: l.campaignId, l: l.leadId });

/** Up to `limit` of the team's leads strictly after `after` in `byTeamRecent` order. */
export async function readTeamRecent(
  _deps: Deps,
  teamId: string,
  after: RecentPosition | undefined,
  limit: number,
  order: 'asc' | 'desc',
): Promise<Lead[]> {
  const entity = LeadEntity;
  const cursor = after
    ? createConversions(entity).byAccessPattern.byTeamRecent.fromComposite.toCursor({
        teamId,
        updatedAt: after.u,
        campaignId: after.c,
        leadId: after.l,
      })
    : null;
  return (await entity.query.byTeamRecent({ teamId }).go({ cursor, limit, order })).data;
}
