import { replyActionKinds } from '@outreach/shared/rules/outreach/activity';
import type { TRepliesQuery } from '@outreach/shared/schemas/campaign-audience';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { activityCounts, sumKinds } from '../stats/activity-counts.ts';
import type { ActivityRow } from '../stats/activity-view.ts';
import { activityWindow, campaignMap, readActivityPage } from '../stats/list-activity.ts';

const replyKinds = new Set<string>(replyActionKinds);

type ReplyPerson = { key?: string; linkedInHandle?: string; linkedInUrn?: string | null };

/** The URNs a reply's person answers to in `entityUrns` (the lead's entityUrn, its member URN, its key). */
function urnsOf(r: ActivityRow): string[] {
  const p = (r.person ?? {}) as ReplyPerson;
  return [
    r.leadId,
    p.key,
    p.linkedInUrn,
    p.linkedInHandle && `urn:li:fsd_profile:${p.linkedInHandle}`,
  ].filter((x): x is string => Boolean(x));
}

/**
 * GET /campaigns/replies (spec 3 §7, spec 4): the team's replies, newest first, `{ total, replies,
 * nextCursor }`, each with its lead's state (status, returned, excluded) and its campaign's. `total`
 * comes from the activity counters (null when filtered by person).
 */
export async function listReplies(deps: Deps, teamId: string, userId: string, q: TRepliesQuery) {
  const { timezone } = await loadOutreachSettings(deps, userId);
  const window = activityWindow(q, deps.clock.now(), timezone);
  const urns = q.entityUrns?.length ? new Set(q.entityUrns) : null;
  const campaigns = q.campaigns?.length ? new Set(q.campaigns) : null;
  const [page, total] = await Promise.all([
    readActivityPage(deps, teamId, {
      window,
      order: q.sortOrder === 'ASC' ? 'asc' : 'desc',
      campaigns,
      kinds: replyKinds,
      match: urns ? (r) => urnsOf(r).some((u) => urns.has(u)) : undefined,
      cursor: q.cursor,
      page: q.page,
      perPage: q.perPage,
    }),
    urns || (campaigns && campaigns.size > 20)
      ? Promise.resolve(null)
      : campaigns
        ? Promise.all([...campaigns].map((id) => activityCounts(deps, teamId, id, window))).then((all) =>
            all.reduce((n, c) => n + sumKinds(c, replyKinds), 0),
          )
        : activityCounts(deps, teamId, 'team', window).then((c) => sumKinds(c, replyKinds)),
  ]);
  const map = await campaignMap(deps, teamId, page.rows);
  const keys = [...new Map(page.rows.map((r) => [`${r.campaignId}|${r.leadId}`, r] as const)).values()].map(
    (r) => ({ teamId, campaignId: r.campaignId, leadId: r.leadId }),
  );
  const leads = keys.length
    ? (
        await LeadEntity.get(keys).go({
          attributes: [
            'campaignId',
            'leadId',
            'status',
            'isReturnToCampaign',
            'isExcluded',
            'threadId',
            'entityUrn',
          ],
        })
      ).data
    : [];
  const leadOf = new Map(leads.map((l) => [`${l.campaignId}|${l.leadId}`, l]));
  return {
    total,
    replies: page.rows.map((r) => {
      const c = map.get(r.campaignId);
      const l = leadOf.get(`${r.campaignId}|${r.leadId}`);
      const at = new Date(r.at).toISOString();
      return {
        id: r.activityId,
        personKey: r.leadId,
        person: r.person ?? null,
        entityUrn: l?.entityUrn ?? null,
        message: r.message ?? null,
        conversationUrn: l?.threadId ?? null,
        createdAt: at,
        msgCreatedAt: at,
        isExcluded: l?.isExcluded ?? false,
        isReturnToCampaign: l?.isReturnToCampaign ?? false,
        campaignId: r.campaignId,
        campaignName: c?.name ?? r.campaignName ?? null,
        leadStatus: l?.status ?? null,
        description: r.kind,
        campaignStatus: c?.status ?? null,
        isCampaignRemoved: c?.isRemoved ?? false,
        isLeadRemoved: !l,
      };
    }),
    nextCursor: page.nextCursor,
  };
}
