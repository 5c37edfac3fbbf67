import { actionLabel } from '@outreach/shared/rules/outreach/activity';
import type { EntityItem } from 'electrodb';
import type { ActivityEntity } from '../../data/entities/activity.ts';

export type ActivityRow = EntityItem<typeof ActivityEntity>;

/** An activity item as spec 3 §3 names its fields. */
export function activityView(
  r: ActivityRow,
  campaigns?: Map<string, { name: string; status: string; isRemoved: boolean }>,
) {
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
  };
}
