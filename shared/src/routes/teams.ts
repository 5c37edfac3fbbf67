import type { RouteSpec } from '../route-def.ts';
import { ZTeamStatsCsvRequest } from '../schemas/account.ts';
import {
  ZAcceptInviteRequest,
  ZChangeMemberRoleRequest,
  ZGhostMemberRequest,
  ZIdParam,
  ZImpersonateRequest,
  ZInviteByEmailRequest,
  ZInviteKeyParam,
  ZMembersQuery,
  ZMembersResponse,
  ZRenameTeamRequest,
  ZSwitchTeamRequest,
  ZTeamIdParam,
  ZTeamMemberParams,
  ZToggleRequest,
} from '../schemas/team.ts';
import {
  ZAcceptInviteResponse,
  ZCurrentMembersResponse,
  ZFirstInviteResponse,
  ZGhostAddedResponse,
  ZImpersonateResponse,
  ZInviteSentResponse,
  ZInvitesListResponse,
  ZLeaveTeamResponse,
  ZMemberChangedResponse,
  ZMyTeamsResponse,
  ZStopImpersonatingResponse,
  ZSwitchTeamResponse,
  ZTeamInviteResponse,
  ZTeamOkResponse,
  ZTeamResponse,
  ZTeamToggleResponse,
} from '../schemas/team-responses.ts';
import {
  ZMemberStatsResponse,
  ZTeamStatsCsvResponse,
  ZTeamStatsIdParam,
  ZTeamStatsQuery,
  ZTeamStatsResponse,
} from '../schemas/team-stats.ts';

/**
 * Teams, members, invites, the team switcher and impersonation (spec 1 §7, spec 2 §7).
 * Literal paths come before `{param}` ones of the same shape: the local router tries routes in order.
 */
export const teamsRoutes = {
  'GET /teams/members': {
    handler: 'teams/list-current-members',
    auth: 'user',
    response: ZCurrentMembersResponse,
  },
  'GET /teams/mine': { handler: 'teams/list-my-teams', auth: 'user', response: ZMyTeamsResponse },
  'GET /teams/invites/first': {
    handler: 'teams/get-first-invite',
    auth: 'user',
    response: ZFirstInviteResponse,
  },
  'GET /teams/stats': {
    handler: 'teams/get-team-stats',
    auth: 'user',
    query: ZTeamStatsQuery,
    response: ZTeamStatsResponse,
  },
  'POST /teams/stats/csv': {
    handler: 'teams/export-team-stats',
    auth: 'user',
    body: ZTeamStatsCsvRequest,
    response: ZTeamStatsCsvResponse,
  },
  'GET /teams/stats/{id}': {
    handler: 'teams/get-member-stats',
    auth: 'user',
    params: ZTeamStatsIdParam,
    query: ZTeamStatsQuery,
    response: ZMemberStatsResponse,
  },
  'POST /teams/leave': { handler: 'teams/leave-team', auth: 'user', response: ZLeaveTeamResponse },
  'PATCH /teams/toggle-enable-member-inbox': {
    handler: 'teams/toggle-member-inbox',
    auth: 'user',
    body: ZToggleRequest,
    response: ZTeamToggleResponse,
  },
  'PATCH /teams/toggle-share-member-leads': {
    handler: 'teams/toggle-share-member-leads',
    auth: 'user',
    body: ZToggleRequest,
    response: ZTeamToggleResponse,
  },
  'PATCH /teams/toggle-verify-on-the-fly-status': {
    handler: 'teams/toggle-verify-on-the-fly',
    auth: 'user',
    body: ZToggleRequest,
    response: ZTeamToggleResponse,
  },
  // A team setting like the three toggles beside it (spec 1 §7): members whose LinkedIn gets
  // disconnected are also told by mail, with a link to reconnect.
  'PATCH /teams/send-disconnected-email': {
    handler: 'teams/toggle-send-disconnected-email',
    auth: 'user',
    body: ZToggleRequest,
    response: ZTeamToggleResponse,
  },
  'GET /teams/invites/{key}': {
    handler: 'teams/get-invite',
    auth: 'user',
    params: ZInviteKeyParam,
    response: ZTeamInviteResponse,
  },
  'POST /teams/invites/{id}/clicked': {
    handler: 'teams/click-invite',
    auth: 'user',
    params: ZIdParam,
    response: ZTeamOkResponse,
  },
  'POST /teams/invites/{id}/accept': {
    handler: 'teams/accept-invite',
    auth: 'user',
    params: ZIdParam,
    body: ZAcceptInviteRequest,
    response: ZAcceptInviteResponse,
  },
  'POST /teams/invites/{id}/reject': {
    handler: 'teams/reject-invite',
    auth: 'user',
    params: ZIdParam,
    response: ZTeamOkResponse,
  },
  'DELETE /teams/invites/{id}/remove': {
    handler: 'teams/delete-invite',
    auth: 'user',
    params: ZIdParam,
    response: ZTeamOkResponse,
  },
  'POST /teams/members/{id}/move-to-ghost': {
    handler: 'teams/move-member-to-ghost',
    auth: 'user',
    params: ZIdParam,
    response: ZTeamOkResponse,
  },
  'GET /teams/{id}': {
    handler: 'teams/get-team',
    auth: 'user',
    params: ZTeamIdParam,
    response: ZTeamResponse,
  },
  'PATCH /teams/{id}': {
    handler: 'teams/rename-team',
    auth: 'user',
    params: ZTeamIdParam,
    body: ZRenameTeamRequest,
    response: ZTeamResponse,
  },
  'GET /teams/{id}/members': {
    handler: 'teams/list-members',
    auth: 'user',
    params: ZTeamIdParam,
    query: ZMembersQuery,
    response: ZMembersResponse,
  },
  'GET /teams/{id}/invites': {
    handler: 'teams/list-invites',
    auth: 'user',
    params: ZTeamIdParam,
    response: ZInvitesListResponse,
  },
  'POST /teams/{id}/invites': {
    handler: 'teams/invite-by-email',
    auth: 'user',
    params: ZTeamIdParam,
    body: ZInviteByEmailRequest,
    response: ZInviteSentResponse,
  },
  'POST /teams/{id}/invites/ghost': {
    handler: 'teams/add-ghost-member',
    auth: 'user',
    params: ZTeamIdParam,
    body: ZGhostMemberRequest,
    response: ZGhostAddedResponse,
  },
  'PATCH /teams/{id}/members/{memberId}': {
    handler: 'teams/change-member-role',
    auth: 'user',
    params: ZTeamMemberParams,
    body: ZChangeMemberRoleRequest,
    response: ZMemberChangedResponse,
  },
  'DELETE /teams/{id}/members/{memberId}': {
    handler: 'teams/remove-member',
    auth: 'user',
    params: ZTeamMemberParams,
    response: ZTeamOkResponse,
  },
  // The team switcher and impersonation live under /users (spec 1 §7) but belong to this area.
  'PATCH /users/me/last-team': {
    handler: 'teams/switch-team',
    auth: 'user',
    body: ZSwitchTeamRequest,
    response: ZSwitchTeamResponse,
  },
  'POST /users/impersonate': {
    handler: 'teams/impersonate',
    auth: 'user',
    body: ZImpersonateRequest,
    response: ZImpersonateResponse,
  },
  'POST /users/stop-impersonating': {
    handler: 'teams/stop-impersonating',
    auth: 'user',
    response: ZStopImpersonatingResponse,
  },
} as const satisfies Record<string, RouteSpec>;
