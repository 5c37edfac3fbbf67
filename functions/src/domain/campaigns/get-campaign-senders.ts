import type { TCampaignSendersResponse } from '@outreach/shared/schemas/campaign-senders';
import { LeadEntity } from '../../data/entities/lead.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { type CampaignRow, loadCampaign } from './campaign-view.ts';

/** The team's members who have a LinkedIn account: who a campaign may rotate through. */
export async function senderCandidates(deps: Deps, teamId: string) {
  const { data: members } = await MembershipEntity.query.byTeam({ teamId }).go({ pages: 'all' });
  const rows = await Promise.all(
    members.map(async (m) => {
      const [account, user, settings] = await Promise.all([
        LinkedInAccountEntity.get({ teamId, userId: m.userId }).go(),
        UserEntity.get({ userId: m.userId }).go(),
        loadOutreachSettings(deps, m.userId),
      ]);
      if (!account.data) return null;
      const { views, invites, messages } = settings.limits;
      return {
        userId: m.userId,
        name: user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() : m.userId,
        linkedInEmail: account.data.email ?? null,
        loginStatus: account.data.loginStatus ?? null,
        dailyLimits: { views, invites, messages },
      };
    }),
  );
  return rows.filter((r) => r !== null);
}

/** A campaign's senders: its own `senderIds`, or the owner alone (a campaign that never rotated). */
export const sendersOf = (c: Pick<CampaignRow, 'senderIds' | 'userId'>): string[] =>
  c.senderIds?.length ? c.senderIds : [c.userId];

/** GET /campaigns/{id}/senders. */
export async function getCampaignSenders(
  deps: Deps,
  teamId: string,
  campaignId: string,
): Promise<TCampaignSendersResponse> {
  const c = await loadCampaign(deps, teamId, campaignId);
  const [candidates, leads] = await Promise.all([
    senderCandidates(deps, teamId),
    LeadEntity.query.byCampaign({ teamId, campaignId }).go({ pages: 'all', attributes: ['userId'] }),
  ]);
  const leadsBySender: Record<string, number> = {};
  for (const l of leads.data) leadsBySender[l.userId] = (leadsBySender[l.userId] ?? 0) + 1;
  return { senderIds: sendersOf(c), candidates, leadsBySender };
}
