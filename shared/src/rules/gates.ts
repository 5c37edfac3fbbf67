import type { FeatureKey } from '../plans/features.ts';
import { bannerTexts } from './banners.ts';
import type { AccountState } from './billing.ts';
import type { Viewer } from './roles.ts';
import {
  canManageOwnGroup,
  canManageTeam,
  canSeeBilling,
  canSeeInvitedMembers,
  canSeeReferFriend,
  canSeeTeamGroups,
  canSeeTeamSettings,
  canSeeTeamStats,
  canSeeWhiteLabelPage,
} from './roles.ts';
import { shellTexts } from './shell.ts';

/** What the shell knows about the user when it decides what to render (spec 1 §2). */
export interface ShellState {
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** Profile, user, features or white-label data still loading. */
  isLoading: boolean;
  /** On the product's own domain (not a white-label domain). */
  isOwnDomain: boolean;
  isBlocked: boolean;
  isWalkthroughCompleted: boolean;
  /** Present for white-label users. */
  whiteLabel?: {
    isActive: boolean;
    isBlocked?: boolean;
    isDeactivated?: boolean;
    isPaused?: boolean;
    /** The page's domain is not the white label's domain. */
    isDomainMismatch?: boolean;
  } | null;
}

/** The gate that applies, (1) to (7), and what it does. */
export type ShellGate =
  | { gate: 1; kind: 'login'; redirectTo: '/auth/login' | 'externalLogin' }
  | { gate: 2; kind: 'verifyEmail'; redirectTo: '/app/verifyEmail' }
  | { gate: 3; kind: 'loader' }
  | { gate: 4; kind: 'whiteLabelBlocked' }
  | { gate: 5; kind: 'blocked' }
  | { gate: 6; kind: 'walkthrough'; redirectTo: '/walkthrough' }
  | { gate: 7; kind: 'render' };

/**
 * The shell's gate order (spec 1 §2): (1) unauthenticated → login (an external login address on
 * the product's own domain); (2) unverified email → /app/verifyEmail; (3) loading → loader;
 * (4) white-label user on an inactive, blocked, deactivated or paused account or a mismatched
 * domain → white-label blocked screen; (5) blocked profile → blocked screen; (6) own domain and
 * walkthrough not completed → /walkthrough; (7) render.
 *
 * @example
 * resolveShellGate({ isAuthenticated: true, isEmailVerified: false, isLoading: false, isOwnDomain: true, isBlocked: false, isWalkthroughCompleted: true })
 * // { gate: 2, kind: 'verifyEmail', redirectTo: '/app/verifyEmail' }
 */
export function resolveShellGate(s: ShellState): ShellGate {
  if (!s.isAuthenticated) {
    return { gate: 1, kind: 'login', redirectTo: s.isOwnDomain ? 'externalLogin' : '/auth/login' };
  }
  if (!s.isEmailVerified) return { gate: 2, kind: 'verifyEmail', redirectTo: '/app/verifyEmail' };
  if (s.isLoading) return { gate: 3, kind: 'loader' };
  const wl = s.whiteLabel;
  if (wl && (!wl.isActive || wl.isBlocked || wl.isDeactivated || wl.isPaused || wl.isDomainMismatch)) {
    return { gate: 4, kind: 'whiteLabelBlocked' };
  }
  if (s.isBlocked) return { gate: 5, kind: 'blocked' };
  if (s.isOwnDomain && !s.isWalkthroughCompleted)
    return { gate: 6, kind: 'walkthrough', redirectTo: '/walkthrough' };
  return { gate: 7, kind: 'render' };
}

/** Inputs of the blocked-subscription routing. */
export interface BlockedAppState {
  isDeactivated: boolean;
  isPaused: boolean;
  /** Billing is shown to this user (owner and not white-label). */
  billingShown: boolean;
  isWhiteLabelUser: boolean;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Deactivated and paused routing (spec 1 §2, spec 2 §2). Returns null when the path is
 * reachable, else the path to redirect to. Deactivated: only /deactivated (and below). Paused: when
 * billing is shown and the user is not white-label only /billing/* (default /billing/subscription),
 * otherwise /paused.
 *
 * @example
 * resolveBlockedAppRoute('/contacts/leads', { isDeactivated: true, isPaused: false, billingShown: true, isWhiteLabelUser: false }) // '/deactivated'
 * resolveBlockedAppRoute('/billing/history', { isDeactivated: false, isPaused: true, billingShown: true, isWhiteLabelUser: false }) // null
 * resolveBlockedAppRoute('/dashboard', { isDeactivated: false, isPaused: true, billingShown: false, isWhiteLabelUser: false })     // '/paused'
 */
export function resolveBlockedAppRoute(path: string, s: BlockedAppState): string | null {
  if (s.isDeactivated) return under(path, '/deactivated') ? null : '/deactivated';
  if (s.isPaused) {
    if (s.billingShown && !s.isWhiteLabelUser)
      return under(path, '/billing') ? null : '/billing/subscription';
    return path === '/paused' ? null : '/paused';
  }
  return null;
}

/**
 * What members see on a paused or ended subscription: a page asking them to contact the team
 * owner with a 'Leave team' action; the owner gets the billing or paused page.
 *
 * @example
 * blockedPageAudience('admin') // 'contactOwner'
 */
export function blockedPageAudience(role: Viewer['role']): 'owner' | 'contactOwner' {
  return role === 'owner' ? 'owner' : 'contactOwner';
}

/** Flags that gate routes beyond the role page gates. */
export interface RouteFlags {
  /** The greetings visibility flag (feature greetings). */
  greetings?: boolean;
  /** Notifications are shown (notifications feature and flag). */
  notificationsShown: boolean;
  isTrial?: boolean;
  hasTrialStarted?: boolean;
}

const teamRouteGates: Record<string, (v: Viewer) => boolean> = {
  '/team/stats': canSeeTeamStats,
  '/team/manage-team': canManageTeam,
  '/team/manage-group': canManageOwnGroup,
  '/team/groups': canSeeTeamGroups,
  '/team/invited': canSeeInvitedMembers,
  '/team/settings': canSeeTeamSettings,
};

const has = (v: Viewer, key: FeatureKey) => v.features.has(key);

/**
 * Resolves a visibility-gated route (spec 1 §2, §6; spec 2 §2). Returns null when the viewer may
 * open it, else the redirect: team pages fall back to /team/stats (when allowed) or /dashboard;
 * settings pages and notifications to /dashboard; billing (white-label or not shown) to /dashboard;
 * /billing/subscription during a trial to the plans page; /billing/subscription/new outside a
 * trial or free account to /billing/subscription.
 *
 * @example
 * resolveGatedRoute('/team/groups', viewer, flags) // '/team/stats' when groups are locked but stats allowed
 */
export function resolveGatedRoute(
  path: string,
  v: Viewer,
  flags: RouteFlags & { canOpenNewSubscription?: boolean },
): string | null {
  const teamGate = teamRouteGates[path];
  if (teamGate) {
    if (teamGate(v)) return null;
    return path !== '/team/stats' && canSeeTeamStats(v) ? '/team/stats' : '/dashboard';
  }
  if (path === '/settings/greetings') return (flags.greetings ?? has(v, 'greetings')) ? null : '/dashboard';
  if (path === '/settings/refer-friend') return canSeeReferFriend(v) ? null : '/dashboard';
  if (path === '/settings/white-label') return canSeeWhiteLabelPage(v) ? null : '/dashboard';
  if (path === '/notifications') return flags.notificationsShown ? null : '/dashboard';
  if (under(path, '/billing')) {
    if (!canSeeBilling(v)) return '/dashboard';
    if (path === '/billing' || path === '/billing/subscription') {
      return flags.isTrial
        ? '/billing/subscription/plans'
        : path === '/billing'
          ? '/billing/subscription'
          : null;
    }
    if (path === '/billing/subscription/new')
      return flags.canOpenNewSubscription ? null : '/billing/subscription';
    return null;
  }
  return null;
}

/** What the server knows of a user and their team when it decides whether they may run outreach. */
export interface OutreachStanding {
  isEmailVerified: boolean;
  isBlocked: boolean;
  /** From accountState (spec 2 §4): 'deactivated' (trial ended, no plan) or 'paused' stop outreach. */
  accountState: AccountState;
}

/** The texts a refused publish, resume or outreach answers (spec texts where the spec has them). */
export const outreachBlockTexts = {
  /** OURS: the spec gates the SPA (gate 2) without a text for the API. */
  emailNotVerified: 'Please verify your email address first.',
  /** The blocked screen's text (gate 5). */
  blocked: shellTexts.accountProblem,
  deactivated: bannerTexts.deactivated,
  paused: bannerTexts.subscriptionPaused,
} as const;

/**
 * The server side of the shell's gates (spec 1 §2, spec 2 §4) for calls that start outreach:
 * publishing or resuming a campaign, and the steps the scheduler runs. Answers null when allowed,
 * else the reason's text. Email verification applies to the user's own calls, not to the
 * scheduler (`checkEmail: false`), so a campaign published while verified keeps running.
 *
 * @example
 * outreachBlock({ isEmailVerified: true, isBlocked: false, accountState: 'deactivated' }) // 'Your account has been deactivated.'
 */
export function outreachBlock(s: OutreachStanding, opts: { checkEmail?: boolean } = {}): string | null {
  if ((opts.checkEmail ?? true) && !s.isEmailVerified) return outreachBlockTexts.emailNotVerified;
  if (s.isBlocked) return outreachBlockTexts.blocked;
  if (s.accountState === 'deactivated') return outreachBlockTexts.deactivated;
  if (s.accountState === 'paused') return outreachBlockTexts.paused;
  return null;
}
