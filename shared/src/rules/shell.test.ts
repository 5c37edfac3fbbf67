import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailConnectionBadge,
  encodeMicrosoftState,
  isBotConnected,
  isBotLoggingIn,
  isConnectedAccountId,
  isLogoutEventForMe,
  isVerificationUsable,
  resolveDashboardTab,
  resolveMicrosoftCallback,
  resolveRootRoute,
  resolveUnknownRoute,
  shouldLogoutOnProfile,
} from './shell.ts';

describe('route table (spec 1 §2)', () => {
  it('keeps the six dashboard tabs and redirects any other to /dashboard/this-month', () => {
    for (const tab of ['today', 'yesterday', 'this-week', 'this-month', 'this-year', 'custom']) {
      expect(resolveDashboardTab(tab)).toBeNull();
    }
    expect(resolveDashboardTab('last-month')).toBe('/dashboard/this-month');
    expect(resolveDashboardTab(undefined)).toBe('/dashboard/this-month');
  });

  it('sends / to connections when logged in, else login; unknown paths to not-found or login', () => {
    expect(resolveRootRoute(true)).toBe('/contacts/connections');
    expect(resolveRootRoute(false)).toBe('/auth/login');
    expect(resolveUnknownRoute(true)).toEqual({ kind: 'notFound' });
    expect(resolveUnknownRoute(false)).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('/microsoft/callback goes to login without code or state, else to the state path with the code', () => {
    expect(resolveMicrosoftCallback({ code: 'c', state: null })).toBe('/auth/login');
    expect(resolveMicrosoftCallback({ code: null, state: encodeMicrosoftState('/walkthrough') })).toBe(
      '/auth/login',
    );
    expect(resolveMicrosoftCallback({ code: 'c 1', state: encodeMicrosoftState('/walkthrough') })).toBe(
      '/walkthrough?code=c%201',
    );
    expect(
      resolveMicrosoftCallback({ code: 'c', state: encodeMicrosoftState('/integrations?tab=email') }),
    ).toBe('/integrations?tab=email&code=c');
  });

  it('never follows a state outside the site', () => {
    expect(resolveMicrosoftCallback({ code: 'c', state: encodeMicrosoftState('https://evil.example') })).toBe(
      '/auth/login',
    );
    expect(resolveMicrosoftCallback({ code: 'c', state: encodeMicrosoftState('//evil.example') })).toBe(
      '/auth/login',
    );
    // The server's sign-in flows send <random>.<our state>: the path comes from after the dot and the
    // whole state goes back with the code (issue #7, OAuth state).
    const flow = `${'r'.repeat(43)}.${encodeMicrosoftState('/auth/login?provider=google')}`;
    expect(resolveMicrosoftCallback({ code: 'c', state: flow })).toBe(
      `/auth/login?provider=google&code=c&state=${encodeURIComponent(flow)}`,
    );
    expect(
      resolveMicrosoftCallback({ code: 'c', state: `${'r'.repeat(43)}.${encodeMicrosoftState('//evil')}` }),
    ).toBe('/auth/login');
    expect(resolveMicrosoftCallback({ code: 'c', state: '%E0%A4%A' })).toBe('/auth/login');
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (state, code) => {
        const to = resolveMicrosoftCallback({ code, state });
        return to.startsWith('/') && !to.startsWith('//');
      }),
    );
  });
});

describe('session (spec 1 §4)', () => {
  it('logs out on needToLogout unless impersonating, and without lastTeamId', () => {
    expect(shouldLogoutOnProfile({ needToLogout: true, isImpersonating: false, lastTeamId: 't' })).toBe(true);
    expect(shouldLogoutOnProfile({ needToLogout: true, isImpersonating: true, lastTeamId: 't' })).toBe(false);
    expect(shouldLogoutOnProfile({ needToLogout: false, isImpersonating: true, lastTeamId: null })).toBe(
      true,
    );
    expect(shouldLogoutOnProfile({ needToLogout: false, isImpersonating: false, lastTeamId: 't' })).toBe(
      false,
    );
  });

  it('reacts to logout events for the current or the real impersonating user', () => {
    expect(isLogoutEventForMe({ eventUserId: 'r', currentUserId: 'u', realUserId: 'r' })).toBe(true);
    expect(isLogoutEventForMe({ eventUserId: 'x', currentUserId: 'u', realUserId: 'r' })).toBe(false);
  });
});

describe('cloud bot and integrations (spec 1 §4, §5)', () => {
  it('recognises a connected-account id: 39 characters containing AC', () => {
    expect(isConnectedAccountId(`AC${'x'.repeat(37)}`)).toBe(true);
    expect(isConnectedAccountId(`AC${'x'.repeat(36)}`)).toBe(false);
    expect(isConnectedAccountId(`AC${'x'.repeat(38)}`)).toBe(false);
    expect(isConnectedAccountId('x'.repeat(39))).toBe(false);
  });

  it('counts the bot as logging in and connected per the spec', () => {
    expect(isBotLoggingIn({ isLoginInProcess: true, isActive: false })).toBe(true);
    expect(isBotLoggingIn({ isActive: true, loginStatus: null })).toBe(true);
    expect(isBotLoggingIn({ isActive: true, loginStatus: 'LOGGED_IN', tryingLogin: true })).toBe(true);
    expect(isBotLoggingIn({ isActive: true, loginStatus: 'LOGGED_IN' })).toBe(false);
    expect(isBotConnected({ isLinkedInLoginValid: true, loginStatus: 'LOGGED_IN' })).toBe(true);
    expect(isBotConnected({ isLinkedInLoginValid: false, loginStatus: 'LOGGED_IN' })).toBe(false);
    expect(isBotConnected({ isLinkedInLoginValid: true, loginStatus: 'LOGGED_IN_VERIFICATION' })).toBe(false);
  });

  it('uses a verification state only with a browser id and a future expiry', () => {
    expect(isVerificationUsable({ browserId: 'b', verificationCodeExpiresAt: 1001, now: 1000 })).toBe(true);
    expect(isVerificationUsable({ browserId: 'b', verificationCodeExpiresAt: 1000, now: 1000 })).toBe(false);
    expect(isVerificationUsable({ browserId: null, verificationCodeExpiresAt: 2000, now: 1000 })).toBe(false);
  });

  it('shows Connected or Broken email badges', () => {
    const none = { gmailEnabled: false, outlookEnabled: false, outlookError: false, smtpConnected: false };
    expect(emailConnectionBadge(none)).toBeNull();
    expect(emailConnectionBadge({ ...none, gmailEnabled: true })).toBe('Connected');
    expect(emailConnectionBadge({ ...none, smtpConnected: true })).toBe('Connected');
    expect(emailConnectionBadge({ ...none, outlookEnabled: true })).toBe('Connected');
    expect(emailConnectionBadge({ ...none, outlookEnabled: true, outlookError: true })).toBe('Broken');
  });
});
