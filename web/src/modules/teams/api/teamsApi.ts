import type { Role } from '@outreach/shared/rules/roles';
import type { TInviteView, TMembersQuery, TMemberView } from '@outreach/shared/schemas/team';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';

export type MembersPage = { members: TMemberView[]; total: number; nextCursor: string | null };
export type SwitcherMember = TMemberView & { disabled: boolean; tooltip: string | null };

/** The SWR key of a members page: the path with its query, so each page caches on its own. */
export function membersKey(teamId: string, q: Partial<TMembersQuery>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
      qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
  return `/teams/${teamId}/members?${qs}`;
}

export const invitesKey = (teamId: string) => `/teams/${teamId}/invites`;
export const SWITCHER_MEMBERS_KEY = '/teams/members';
export const MY_TEAMS_KEY = '/teams/mine';
export const FIRST_INVITE_KEY = '/teams/invites/first';

/** Starts a session acting as `userId`, then reloads into it (spec 1 §4). */
async function impersonate(teamId: string, userId: string) {
  const res = await api.post<{ authToken: string }>('/users/impersonate', {
    teamIdToImpersonate: teamId,
    userIdToImpersonate: userId,
  });
  tokenStore.set(res.authToken);
  window.location.assign('/dashboard/this-month');
}

/** The team switcher (lastTeamId): answers the new team's token; the caller switches the session to it. */
const switchTeam = (teamId: string) => api.patch<{ authToken: string }>('/users/me/last-team', { teamId });

export const teamsApi = {
  invite: (teamId: string, body: { name: string; email: string; role: Role }) =>
    api.post<{ type: 'invitation'; invite: TInviteView }>(`/teams/${teamId}/invites`, { teamId, ...body }),
  addGhost: (teamId: string, name: string) =>
    api.post<{ type: 'member'; member: TMemberView }>(`/teams/${teamId}/invites/ghost`, { teamId, name }),
  changeRole: (teamId: string, memberId: string, role: Role, confirmSelfDowngrade = false) =>
    api.patch<TMemberView>(`/teams/${teamId}/members/${memberId}`, { role, confirmSelfDowngrade }),
  removeMember: (teamId: string, memberId: string) => api.delete(`/teams/${teamId}/members/${memberId}`),
  moveToGhost: (memberId: string) => api.post(`/teams/members/${memberId}/move-to-ghost`),
  deleteInvite: (id: string) => api.delete(`/teams/invites/${id}/remove`),
  getInvite: (key: string) => api.get<TInviteView>(`/teams/invites/${encodeURIComponent(key)}`),
  clickInvite: (id: string) => api.post(`/teams/invites/${id}/clicked`),
  acceptInvite: (
    id: string,
    move: { moveCampaigns?: boolean; moveMessagesTemplates?: boolean; moveSequenceTemplates?: boolean } = {},
  ) =>
    api.post<{ authToken: string; redirectTo: string | null; teamId: string }>(
      `/teams/invites/${id}/accept`,
      {
        moveCampaigns: move.moveCampaigns ?? false,
        moveMessagesTemplates: move.moveMessagesTemplates ?? false,
        moveSequenceTemplates: move.moveSequenceTemplates ?? false,
      },
    ),
  rejectInvite: (id: string) => api.post(`/teams/invites/${id}/reject`),
  leave: () => api.post<{ lastTeamId: string | null }>('/teams/leave'),
  toggle: (
    path:
      | 'toggle-enable-member-inbox'
      | 'toggle-share-member-leads'
      | 'toggle-verify-on-the-fly-status'
      | 'send-disconnected-email',
    enabled: boolean,
  ) => api.patch<Record<string, boolean>>(`/teams/${path}`, { enabled }),
  /** The verify-on-the-fly mail, to the caller, with a working link for their own LinkedIn account. */
  verifyTestEmail: () => api.post<{ sentTo: string }>('/linked-in/verify-on-the-fly/test-email', {}),
  impersonate,
  switchTeam,
};
