import { actionLabel } from '@outreach/shared/rules/outreach/activity';
import type { EntityItem } from 'electrodb';
import type { ActivityEntity } from '../../data/entities/activity.ts';
import type { ActivitySender } from './activity-senders.ts';

export type ActivityRow = EntityItem<typeof ActivityEntity>;

/** A page's campaigns by id: name, state, and whether it rotates senders (issue #9). */
export type CampaignMap = Map<string, { name: string; status: string; isRemoved: boolean; rotates: boolean }>;

/** An activity item as spec 3 §3 names its fields, plus its sender (ours, issue #9; see activity-senders.ts). */
export function activityView(r: ActivityRow, campaigns?: CampaignMap, senders?: Map<string, ActivitySender>) {
  const c = campaigns?.get(r.campaignId);
  return {
    id: r.activityId,
    createdAt: new Date(r.at).toISOString(),
    msgCreatedAt: new Date(r.at).toISOString(),
    description: r.kind,
    label: actionLabel(r.kind),
    message: r.message ?? null,
    campaignId: r.campaignId,
    campaignName: c?.name ?? r.campaignName ?? null,
    campaignStatus: c?.status ?? null,
    isCampaignRemoved: c ? c.isRemoved : false,
    isLeadRemoved: false,
    objectUrn: (r.person as { linkedInUrn?: string } | undefined)?.linkedInUrn ?? null,
    leadId: r.leadId,
    touchIndex: r.touchIndex ?? null,
    person: r.person ?? null,
    sentEmailLead: null,
    sender: senders?.get(r.activityId) ?? null,
  };
}
