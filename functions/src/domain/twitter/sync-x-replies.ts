import {
  X_SYNC_INTERVAL_MS,
  X_SYNC_MAX_PAGES,
  X_SYNC_WINDOW_MS,
} from '@outreach/shared/rules/outreach/x-steps';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { XAccountEntity } from '../../data/entities/x-account.ts';
import { XDmLeadEntity } from '../../data/entities/x-dm-lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { XApiError, type XDmEvent } from '../../ports/x-api.ts';
import { bump, note } from '../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { markXAccountBroken, XAccountUnavailable, xAccess } from './x-access.ts';
import { getXAccount, type XAccountKey } from './x-account-view.ts';
import { scheduleXSync, type XSyncMessage } from './x-sync-schedule.ts';

export type XSyncResult = 'synced' | 'inactive' | 'unavailable';

/**
 * Whether X event id `a` is newer than `b`. X's ids are numbers that grow with time (snowflakes),
 * too large for a JS number: compared by length, then as text.
 *
 * @example
 * isNewerXId('1860000000000000010', '1860000000000000009') // true
 */
export function isNewerXId(a: string, b: string | undefined): boolean {
  if (b === undefined) return true;
  return a.length !== b.length ? a.length > b.length : a > b;
}

/**
 * Reads the X account's DM events since the last read (newest first, up to X_SYNC_MAX_PAGES pages)
 * and applies the DMs other people wrote: a DM from a campaign lead the account had sent a DM to is
 * that lead's reply (`twitter reply detected`, the campaign's replies count, the sequence stops).
 * Schedules the next read while the account sent a campaign DM recently.
 */
export async function runXSyncTick(deps: Deps, msg: XSyncMessage): Promise<XSyncResult> {
  const key: XAccountKey = { teamId: msg.teamId, userId: msg.userId };
  const account = deps.x ? await getXAccount(deps, key) : null;
  if (!deps.x || account?.status !== 'connected') return 'inactive';
  const now = deps.clock.now();
  const next = async () => {
    if (now - (account.lastDmSentAt ?? 0) < X_SYNC_WINDOW_MS)
      await scheduleXSync(deps, key, Math.floor(now / X_SYNC_INTERVAL_MS) + 1);
  };
  const cursor = account.dmSyncLastId;
  const events: XDmEvent[] = [];
  try {
    const { accessToken } = await xAccess(deps, key);
    let token: string | undefined;
    for (let page = 0; page < X_SYNC_MAX_PAGES; page++) {
      const r = await deps.x.dmEvents(accessToken, { paginationToken: token });
      const fresh = r.events.filter((e) => isNewerXId(e.id, cursor));
      events.push(...fresh);
      if (fresh.length < r.events.length || !r.nextToken) break;
      token = r.nextToken;
    }
  } catch (err) {
    if (err instanceof XAccountUnavailable) return 'unavailable';
    if (!(err instanceof XApiError)) throw err;
    if (err.kind === 'unauthorized') {
      await markXAccountBroken(deps, key, err.message);
      return 'unavailable';
    }
    await next(); // rate-limited or unreachable: read again at the next bucket
    return 'unavailable';
  }
  const campaigns = new Map<string, Promise<CampaignRow | null>>();
  const campaignOf = (id: string) => {
    if (!campaigns.has(id))
      campaigns.set(
        id,
        CampaignEntity.get({ teamId: key.teamId, campaignId: id })
          .go()
          .then((r) => (r.data as CampaignRow) ?? null),
      );
    return campaigns.get(id)!;
  };
  // Oldest first, so the first answer of a lead is the one recorded.
  const incoming = events.filter((e) => e.senderId !== account.xUserId).reverse();
  for (const e of incoming) await applyXReply(deps, key, e, campaignOf);
  const newest = events[0]?.id;
  if (newest && isNewerXId(newest, cursor))
    await XAccountEntity.patch(key).set({ dmSyncLastId: newest }).go();
  await next();
  return 'synced';
}

/**
 * A DM from someone the account wrote to in campaigns: the reply of each of those leads still in
 * the campaign (approved) that has not replied yet and whose DM went out before it. The lead moves
 * to `replied` with one conditional write, so two reads of the same DM record it once.
 */
async function applyXReply(
  deps: Deps,
  key: XAccountKey,
  e: XDmEvent,
  campaignOf: (id: string) => Promise<CampaignRow | null>,
) {
  const { data: links } = await XDmLeadEntity.query
    .byTarget({ ...key, targetUserId: e.senderId })
    .go({ pages: 'all' });
  for (const link of links) {
    if (e.createdAt < link.sentAt) continue; // they wrote before our DM: not an answer to it
    const lead = (
      await LeadEntity.get({ teamId: key.teamId, campaignId: link.campaignId, leadId: link.leadId }).go()
    ).data;
    if (!lead || lead.stage === 'replied' || lead.status !== 'approved') continue;
    const c = await campaignOf(lead.campaignId);
    if (!c) continue;
    const at = Math.min(e.createdAt, deps.clock.now());
    try {
      await LeadEntity.patch({ teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId })
        .set({
          userId: lead.userId,
          publicId: lead.publicId,
          stage: 'replied',
          repliedAt: at,
          updatedAt: deps.clock.now(),
        })
        .where((a, op) => `${op.ne(a.stage, 'replied')} AND ${op.eq(a.status, 'approved')}`)
        .go();
    } catch (err) {
      // Another read recorded it, or the lead left the campaign meanwhile.
      if ((err as Error).message?.includes('conditional request failed')) continue;
      throw err;
    }
    // A reply stops the sequence: the lead's pending schedule finds it replied and drops.
    await note(deps, c, lead, 'twitter reply detected', {
      message: e.text.slice(0, 10_000),
      at,
      activityId: `xreply#${lead.leadId}#${e.id}`,
      set: { repliedAt: at },
    });
    await bump(deps, c, { repliesCount: 1 });
  }
}
