import { DASHBOARD_TABS, type DashboardTab, DEFAULT_DASHBOARD_TAB } from '../constants/account.ts';

/** Generic shell texts, word for word (spec 1 §2, §8). */
export const shellTexts = {
  loadingApp: 'Loading app',
  accountProblem: 'Something is wrong with your account, contact support.',
  fallbackError: 'Oops, something has gone wrong!',
  genericError: 'Something went wrong',
  backToLogin: 'Back to login page',
  leaveTeam: 'Leave team',
  choosePlan: 'Choose a plan',
  cannotImpersonate: 'This account cannot be impersonated',
} as const;

/**
 * The dashboard tab route: a known tab stays, any other redirects to /dashboard/this-month.
 *
 * @example
 * resolveDashboardTab('today')  // null
 * resolveDashboardTab('weekly') // '/dashboard/this-month'
 */
export function resolveDashboardTab(tab: string | null | undefined): string | null {
  return (DASHBOARD_TABS as readonly string[]).includes(tab ?? '')
    ? null
    : `/dashboard/${DEFAULT_DASHBOARD_TAB}`;
}

/**
 * Whether a string is a dashboard tab.
 *
 * @example
 * isDashboardTab('custom') // true
 */
export function isDashboardTab(tab: string): tab is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(tab);
}

/**
 * Where / goes: /contacts/connections if logged in, else /auth/login.
 *
 * @example
 * resolveRootRoute(true) // '/contacts/connections'
 */
export function resolveRootRoute(isLoggedIn: boolean): '/contacts/connections' | '/auth/login' {
  return isLoggedIn ? '/contacts/connections' : '/auth/login';
}

/**
 * An unknown path: the not-found page if logged in, else login.
 *
 * @example
 * resolveUnknownRoute(false) // { kind: 'redirect', to: '/auth/login' }
 */
export function resolveUnknownRoute(
  isLoggedIn: boolean,
): { kind: 'notFound' } | { kind: 'redirect'; to: '/auth/login' } {
  return isLoggedIn ? { kind: 'notFound' } : { kind: 'redirect', to: '/auth/login' };
}

/**
 * Encodes the path to return to after Microsoft sign-in as the OAuth state (ours: URI-encoded path).
 *
 * @example
 * encodeMicrosoftState('/integrations?tab=email') // '%2Fintegrations%3Ftab%3Demail'
 */
export function encodeMicrosoftState(path: string): string {
  return encodeURIComponent(path);
}

/**
 * /microsoft/callback: without code and state go to login; otherwise to the path decoded from
 * state carrying the code. Only same-site paths are followed (anything else goes to login).
 *
 * @example
 * resolveMicrosoftCallback({ code: 'c1', state: encodeMicrosoftState('/integrations?tab=email') })
 * // '/integrations?tab=email&code=c1'
 * resolveMicrosoftCallback({ code: null, state: 'x' }) // '/auth/login'
 * resolveMicrosoftCallback({ code: 'c1', state: `${'r'.repeat(43)}.%2Fauth%2Flogin` })
 * // '/auth/login?code=c1&state=rrr…r.%252Fauth%252Flogin'
 */
export function resolveMicrosoftCallback(query: { code?: string | null; state?: string | null }): string {
  if (!query.code || !query.state) return '/auth/login';
  // The server's sign-in flows send `<random>.<our state>`; the whole state goes back with the code.
  const flow = /^([A-Za-z0-9_-]{16,})\.(.*)$/.exec(query.state);
  let path: string;
  try {
    path = decodeURIComponent(flow ? flow[2] : query.state);
  } catch {
    return '/auth/login';
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/auth/login';
  const state = flow ? `&state=${encodeURIComponent(query.state)}` : '';
  return `${path}${path.includes('?') ? '&' : '?'}code=${encodeURIComponent(query.code)}${state}`;
}

/**
 * Sign-up routes are not for white-label users.
 *
 * @example
 * canSignUp({ isWhiteLabelDomain: true }) // false
 */
export function canSignUp(input: { isWhiteLabelDomain: boolean }): boolean {
  return !input.isWhiteLabelDomain;
}

/**
 * Whether the session must log out on profile load: the profile says needToLogout (and not
 * impersonating) or has no lastTeamId (spec 1 §4).
 *
 * @example
 * shouldLogoutOnProfile({ needToLogout: true, isImpersonating: true, lastTeamId: 't1' }) // false
 */
export function shouldLogoutOnProfile(input: {
  needToLogout?: boolean | null;
  isImpersonating: boolean;
  lastTeamId?: string | null;
}): boolean {
  return (Boolean(input.needToLogout) && !input.isImpersonating) || !input.lastTeamId;
}

/**
 * A realtime 'logout' event logs out when its userId is the current user or the real
 * impersonating user.
 *
 * @example
 * isLogoutEventForMe({ eventUserId: 'u1', currentUserId: 'u1' }) // true
 */
export function isLogoutEventForMe(input: {
  eventUserId: string;
  currentUserId: string;
  realUserId?: string | null;
}): boolean {
  return input.eventUserId === input.currentUserId || input.eventUserId === input.realUserId;
}

/**
 * A connected-account id is 39 characters long and contains 'AC'.
 *
 * @example
 * isConnectedAccountId(`AC${'x'.repeat(37)}`) // true
 */
export function isConnectedAccountId(id: string): boolean {
  return id.length === 39 && id.includes('AC');
}

/**
 * The cloud bot counts as logging in if the login-in-process flag is set, or it is active and
 * has no status or is trying to log in (spec 1 §4).
 *
 * @example
 * isBotLoggingIn({ isLoginInProcess: false, isActive: true, loginStatus: null }) // true
 */
export function isBotLoggingIn(input: {
  isLoginInProcess?: boolean;
  isActive: boolean;
  loginStatus?: string | null;
  tryingLogin?: boolean | null;
}): boolean {
  return (
    Boolean(input.isLoginInProcess) || (input.isActive && (!input.loginStatus || Boolean(input.tryingLogin)))
  );
}

/**
 * The cloud bot is connected only if the login is valid and the status is LOGGED_IN.
 *
 * @example
 * isBotConnected({ isLinkedInLoginValid: true, loginStatus: 'LOGGED_IN' }) // true
 */
export function isBotConnected(input: {
  isLinkedInLoginValid: boolean;
  loginStatus?: string | null;
}): boolean {
  return input.isLinkedInLoginValid && input.loginStatus === 'LOGGED_IN';
}

/**
 * A verification state is usable only while a browser id exists and the code expiry is in the future.
 *
 * @example
 * isVerificationUsable({ browserId: 'b1', verificationCodeExpiresAt: 2_000, now: 1_000 }) // true
 */
export function isVerificationUsable(input: {
  browserId?: string | null;
  verificationCodeExpiresAt?: number | null;
  now: number;
}): boolean {
  return (
    Boolean(input.browserId) &&
    input.verificationCodeExpiresAt != null &&
    input.verificationCodeExpiresAt > input.now
  );
}

/**
 * The email 'Connected' and 'Broken' badges (spec 1 §4).
 *
 * @example
 * emailConnectionBadge({ gmailEnabled: false, outlookEnabled: true, outlookError: true, smtpConnected: false }) // 'Broken'
 */
export function emailConnectionBadge(input: {
  gmailEnabled: boolean;
  outlookEnabled: boolean;
  outlookError: boolean;
  smtpConnected: boolean;
}): 'Connected' | 'Broken' | null {
  if (input.outlookEnabled && input.outlookError) return 'Broken';
  if (input.gmailEnabled || input.outlookEnabled || input.smtpConnected) return 'Connected';
  return null;
}
