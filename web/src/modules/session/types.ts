// Shapes of GET /users/me, /users/me/real and /me/features as the SPA reads them (spec 1 §3).
export type TeamRole = 'owner' | 'admin' | 'member';

export interface Team {
  id: string;
  name: string;
  seats: number;
  plan: string | null;
  planVersion?: string | number | null;
  isTrialExtended?: boolean;
  isSubscriptionPaused?: boolean;
  hasPaidPlan?: boolean;
  hasFreePlan?: boolean;
  trial?: {
    started?: string | boolean | null;
    ended?: string | boolean | null;
    endsAt?: string | null;
  } | null;
  isWhiteLabelCustomDomain?: boolean;
  teamUser?: { role: TeamRole; groupId?: string | null } | null;
}

export interface Profile {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  profilePictureUrl?: string | null;
  isEmailVerified: boolean;
  isWalkthroughCompleted: boolean;
  isBlocked: boolean;
  isAlfredAdmin: boolean;
  lastTeamId: string | null;
  timezone?: { name: string } | null;
  language?: string;
  needToLogout?: boolean;
  havePassword?: boolean;
  isGhostUser?: boolean;
  team?: Team | null;
  [key: string]: unknown;
}

export interface RealUser {
  id: string;
  isAdminImpersonate: boolean;
  name: string;
  redirectLink?: string | null;
  isAlfredAdmin?: boolean;
  profilePictureUrl?: string | null;
  needToLogout?: boolean;
}

export interface FeatureFlag {
  uniqueKey: string;
  enabled: boolean;
}
