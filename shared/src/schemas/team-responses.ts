// What the team calls answer (spec 1 §3, §7; spec 2 §7; issue #15). Each schema describes what the
// handler returns; the integration tests check every successful answer against it.
import * as z from 'zod';
import { ZInviteResponse, ZMemberItemResponse } from './team.ts';
import { ZMeTeamResponse } from './user-responses.ts';

const ZRoleName = z.enum(['owner', 'admin', 'member']);

/** GET /teams/members: the current team's members, each with its account-switcher entry. */
export const ZCurrentMembersResponse = z.object({
  teamId: z.string(),
  members: z.array(ZMemberItemResponse.extend({ disabled: z.boolean(), tooltip: z.string().nullable() })),
});

/** GET /teams/mine: the caller's teams for the switcher, by name. */
export const ZMyTeamsResponse = z.object({
  lastTeamId: z.string().nullable(),
  teams: z.array(z.object({ id: z.string(), name: z.string(), role: ZRoleName })),
});

/** GET /teams/invites/first: the first open invite for the caller, or null. */
export const ZFirstInviteResponse = ZInviteResponse.nullable();

/** POST /teams/leave: the team the caller is moved to. */
export const ZLeaveTeamResponse = z.object({ lastTeamId: z.string().nullable() });

/** PATCH /teams/toggle-…: the toggled setting's new value, under its name. */
export const ZTeamToggleResponse = z.record(z.string(), z.boolean());

/** The invite and member calls that answer a bare acknowledgement. */
export const ZTeamOkResponse = z.object({ ok: z.literal(true) });

/** POST /teams/invites/{id}/accept: the team joined, a fresh token for it, and what was asked to move. */
export const ZAcceptInviteResponse = z.object({
  teamId: z.string(),
  redirectTo: z.string().nullable(),
  authToken: z.string(),
  moved: z.object({
    /** Whether campaigns started moving; their leads and history follow in a job (OURS). */
    campaigns: z.boolean(),
    /** The campaigns that started moving (OURS). */
    campaignIds: z.array(z.string()),
    messagesTemplates: z.boolean(),
    sequenceTemplates: z.boolean(),
    requested: z.object({
      moveCampaigns: z.boolean(),
      moveMessagesTemplates: z.boolean(),
      moveSequenceTemplates: z.boolean(),
    }),
  }),
});

/** GET and PATCH /teams/{id}: the team with its settings toggles. */
export const ZTeamResponse = ZMeTeamResponse.extend({
  isMemberInboxEnabled: z.boolean(),
  isShareMemberLeads: z.boolean(),
  isVerifyOnTheFlyEnabled: z.boolean(),
  isSendDisconnectedEmailEnabled: z.boolean(),
});

/** GET /teams/{id}/invites. */
export const ZInvitesListResponse = z.object({ invites: z.array(ZInviteResponse), total: z.number() });

/** POST /teams/{id}/invites: the invitation sent. */
export const ZInviteSentResponse = z.object({ type: z.literal('invitation'), invite: ZInviteResponse });

/** POST /teams/{id}/invites/ghost: the ghost member added. */
export const ZGhostAddedResponse = z.object({ type: z.literal('member'), member: ZMemberItemResponse });

/** PATCH /teams/{id}/members/{memberId}: the member with the new role. */
export const ZMemberChangedResponse = ZMemberItemResponse;

/** PATCH /users/me/last-team: the team switched to and a token for it. */
export const ZSwitchTeamResponse = z.object({ lastTeamId: z.string(), authToken: z.string() });

/** POST /users/impersonate. */
export const ZImpersonateResponse = z.object({ authToken: z.string() });

/** POST /users/stop-impersonating: the real user's token and where to go back to. */
export const ZStopImpersonatingResponse = z.object({ authToken: z.string(), redirectLink: z.string() });

/** GET /teams/invites/{key}: the invite a link names. */
export const ZTeamInviteResponse = ZInviteResponse;
