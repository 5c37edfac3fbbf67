// What the user calls answer (spec 1 §3 profile, §7; issue #15). Each schema describes what the
// handler returns; the integration tests check every successful answer against it.
import * as z from 'zod';

/** The current team as `GET /users/me` carries it (plan, trial, the caller's role). */
export const ZMeTeamResponse = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number(),
  plan: z.string(),
  planVersion: z.union([z.string(), z.number()]).nullable(),
  isTrialExtended: z.boolean(),
  isSubscriptionPaused: z.boolean(),
  hasPaidPlan: z.boolean(),
  hasFreePlan: z.boolean(),
  trial: z.object({ started: z.string().nullable(), ended: z.boolean(), endsAt: z.string().nullable() }),
  isWhiteLabelCustomDomain: z.boolean(),
  teamUser: z.object({ role: z.enum(['owner', 'admin', 'member']), groupId: z.string().nullable() }),
});

/**
 * What the shell's banners are set or cleared from on profile load (spec 1 §2 'Set or cleared on
 * profile load'), beside the profile's own outlookError and team billing state. Instants are ISO.
 */
export const ZBannerSignals = z.object({
  /** Invitations sent and still pending (the max-pending banner at 2,500). */
  linkedInPendingInvites: z.number(),
  /** LinkedIn connections (the connection-limit banner at 29,900). */
  linkedInConnections: z.number(),
  /** The LinkedIn login stopped working (not a password reset, no reconnect under way). */
  linkedInError: z.boolean(),
  /** LinkedIn asks for a password reset. */
  linkedInPasswordReset: z.boolean(),
  /** A reconnect of the LinkedIn account is under way. */
  botReconnecting: z.boolean(),
  /** The Facebook login answered unauthorized. */
  facebookError: z.boolean(),
  /** LinkedIn's daily invite limit paused invitations until then (limited connection requests). */
  invitesLimitedUntil: z.string().max(40).nullable(),
  /** LinkedIn's weekly invite limit paused invitations until then (invite restriction). */
  invitesRestrictedUntil: z.string().max(40).nullable(),
  outsideScheduledHours: z.boolean(),
  /** When the next work window starts (the banner clears 2 minutes after). */
  nextWindowStartAt: z.string().max(40).nullable(),
});
export type TBannerSignals = z.infer<typeof ZBannerSignals>;

/**
 * GET /users/me: the spec 1 §3 profile fields, the LinkedIn account's state and the current team.
 * `webhookKey` only where the team's plan has webhooks (spec 4). Open: other areas add their flags.
 */
export const ZMeResponse = z.looseObject({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isWalkthroughCompleted: z.boolean(),
  isBlocked: z.boolean(),
  isAlfredAdmin: z.boolean(),
  lastTeamId: z.string().nullable(),
  selectedContractId: z.string().nullable(),
  timezone: z.object({ name: z.string() }),
  language: z.string(),
  includeUnsubscribeEmailLink: z.boolean(),
  outlookError: z.boolean(),
  needToLogout: z.boolean(),
  havePassword: z.boolean(),
  isEmailActive: z.boolean(),
  isTwitterActive: z.boolean(),
  isGhostUser: z.boolean(),
  companies: z.array(z.unknown()),
  isLinkedinActive: z.boolean(),
  isLinkedInLoginValid: z.boolean(),
  isLinkedInLoginBeingVerified: z.boolean(),
  isLi2FAActive: z.boolean(),
  linkedInEmail: z.string().nullable(),
  linkedInEntityUrn: z.string().nullable(),
  isCloudBotEnabled: z.boolean(),
  cloudBotStatus: z
    .object({ loginStatus: z.string().nullable(), salesStatus: z.string().nullable() })
    .nullable(),
  isBotConnected: z.boolean(),
  webhookKey: z.string().nullable().optional(),
  createdAt: z.string(),
  team: ZMeTeamResponse.nullable(),
  bannerSignals: ZBannerSignals.nullable(),
});

/** GET /users/me/real: who is really behind an impersonated session; null when not impersonating. */
export const ZRealUserResponse = z
  .object({
    id: z.string(),
    isAdminImpersonate: z.boolean(),
    redirectLink: z.string().nullable(),
    isAlfredAdmin: z.boolean(),
    name: z.string(),
    profilePictureUrl: z.string().nullable(),
    needToLogout: z.boolean(),
  })
  .nullable();

/** POST /users/change-password. */
export const ZPasswordChangedResponse = z.object({ message: z.string() });
/** PATCH /users/language. */
export const ZLanguageResponse = z.object({ language: z.string() });
/** GET /me/features: every feature flag of the team's plan. */
export const ZFeaturesResponse = z.array(z.object({ uniqueKey: z.string(), enabled: z.boolean() }));
/** GET /users/{id}/photo/{file}: a 302 to a short-lived URL of the photo; no body. */
export const ZRedirectResponse = z.null().meta({ description: '302 redirect (Location header); no body' });
