import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeatureKey } from '../plans/features.ts';
import {
  blockedPageAudience,
  outreachBlock,
  outreachBlockTexts,
  resolveBlockedAppRoute,
  resolveGatedRoute,
  resolveShellGate,
  type ShellState,
} from './gates.ts';
import type { Viewer } from './roles.ts';

const ready: ShellState = {
  isAuthenticated: true,
  isEmailVerified: true,
  isLoading: false,
  isOwnDomain: true,
  isBlocked: false,
  isWalkthroughCompleted: true,
  whiteLabel: null,
};

describe('shell gate order (1)–(7) (spec 1 §2)', () => {
  it('(1) sends the unauthenticated to login, externally on the own domain', () => {
    expect(resolveShellGate({ ...ready, isAuthenticated: false })).toEqual({
      gate: 1,
      kind: 'login',
      redirectTo: 'externalLogin',
    });
    expect(resolveShellGate({ ...ready, isAuthenticated: false, isOwnDomain: false })).toMatchObject({
      gate: 1,
      redirectTo: '/auth/login',
    });
  });

  it('(2) sends unverified users to /app/verifyEmail', () => {
    expect(resolveShellGate({ ...ready, isEmailVerified: false })).toMatchObject({
      gate: 2,
      redirectTo: '/app/verifyEmail',
    });
  });

  it('(3) shows the loader while loading', () => {
    expect(resolveShellGate({ ...ready, isLoading: true, isBlocked: true })).toEqual({
      gate: 3,
      kind: 'loader',
    });
  });

  it('(4) blocks white-label users on inactive, blocked, deactivated, paused or mismatched accounts', () => {
    const wl = { isActive: true };
    expect(resolveShellGate({ ...ready, whiteLabel: wl }).gate).toBe(7);
    for (const extra of [
      { isActive: false },
      { isBlocked: true },
      { isDeactivated: true },
      { isPaused: true },
      { isDomainMismatch: true },
    ]) {
      expect(resolveShellGate({ ...ready, whiteLabel: { ...wl, ...extra } }).gate).toBe(4);
    }
  });

  it('(5) shows the blocked screen to a blocked profile', () => {
    expect(resolveShellGate({ ...ready, isBlocked: true }).gate).toBe(5);
  });

  it('(6) sends own-domain users without the walkthrough to /walkthrough, not white-label domains', () => {
    expect(resolveShellGate({ ...ready, isWalkthroughCompleted: false })).toMatchObject({
      gate: 6,
      redirectTo: '/walkthrough',
    });
    expect(resolveShellGate({ ...ready, isWalkthroughCompleted: false, isOwnDomain: false }).gate).toBe(7);
  });

  it('applies the earliest failing gate', () => {
    const arb = fc.record({
      isAuthenticated: fc.boolean(),
      isEmailVerified: fc.boolean(),
      isLoading: fc.boolean(),
      isOwnDomain: fc.boolean(),
      isBlocked: fc.boolean(),
      isWalkthroughCompleted: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (s) => {
        const expected = !s.isAuthenticated
          ? 1
          : !s.isEmailVerified
            ? 2
            : s.isLoading
              ? 3
              : s.isBlocked
                ? 5
                : s.isOwnDomain && !s.isWalkthroughCompleted
                  ? 6
                  : 7;
        return resolveShellGate(s).gate === expected;
      }),
    );
  });
});

describe('deactivated and paused routing (spec 1 §2, spec 2 §2)', () => {
  const off = { isDeactivated: false, isPaused: false, billingShown: true, isWhiteLabelUser: false };

  it('lets everything through when neither', () => {
    expect(resolveBlockedAppRoute('/contacts/leads', off)).toBeNull();
  });

  it('keeps a deactivated app on /deactivated', () => {
    const s = { ...off, isDeactivated: true };
    expect(resolveBlockedAppRoute('/deactivated', s)).toBeNull();
    expect(resolveBlockedAppRoute('/deactivated/subscription', s)).toBeNull();
    expect(resolveBlockedAppRoute('/billing/subscription', s)).toBe('/deactivated');
    expect(resolveBlockedAppRoute('/deactivatedx', s)).toBe('/deactivated');
  });

  it('keeps a paused owner on /billing/*, default /billing/subscription', () => {
    const s = { ...off, isPaused: true };
    expect(resolveBlockedAppRoute('/billing/history', s)).toBeNull();
    expect(resolveBlockedAppRoute('/billing', s)).toBeNull();
    expect(resolveBlockedAppRoute('/dashboard', s)).toBe('/billing/subscription');
  });

  it('sends other paused users (no billing, or white-label) to /paused', () => {
    expect(resolveBlockedAppRoute('/billing/history', { ...off, isPaused: true, billingShown: false })).toBe(
      '/paused',
    );
    expect(resolveBlockedAppRoute('/dashboard', { ...off, isPaused: true, isWhiteLabelUser: true })).toBe(
      '/paused',
    );
    expect(resolveBlockedAppRoute('/paused', { ...off, isPaused: true, isWhiteLabelUser: true })).toBeNull();
  });

  it('always lands on a reachable path', () => {
    fc.assert(
      fc.property(
        fc.record({
          isDeactivated: fc.boolean(),
          isPaused: fc.boolean(),
          billingShown: fc.boolean(),
          isWhiteLabelUser: fc.boolean(),
        }),
        fc.constantFrom('/', '/dashboard', '/billing/history', '/deactivated', '/paused', '/team/stats'),
        (s, path) => {
          const to = resolveBlockedAppRoute(path, s);
          return to === null || resolveBlockedAppRoute(to, s) === null;
        },
      ),
    );
  });

  it('tells non-owners to contact the team owner', () => {
    expect(blockedPageAudience('owner')).toBe('owner');
    expect(blockedPageAudience('member')).toBe('contactOwner');
  });
});

describe('gated routes (spec 1 §2, §6; spec 2 §2)', () => {
  const features = new Set<FeatureKey>(['teamStats', 'teamMembers', 'manageTeam', 'greetings']);
  const v = (over: Partial<Viewer> = {}): Viewer => ({
    role: 'owner',
    isPlatformAdmin: false,
    isWhiteLabelUser: false,
    isOwnDomain: true,
    groupId: null,
    features,
    ...over,
  });
  const flags = { notificationsShown: true };

  it('falls back to /team/stats, then /dashboard, for team pages', () => {
    expect(resolveGatedRoute('/team/manage-team', v(), flags)).toBeNull();
    expect(resolveGatedRoute('/team/groups', v(), flags)).toBe('/team/stats');
    expect(resolveGatedRoute('/team/stats', v({ role: 'member' }), flags)).toBe('/dashboard');
    expect(resolveGatedRoute('/team/settings', v({ role: 'member' }), flags)).toBe('/dashboard');
  });

  it('gates greetings, refer-a-friend, white label and notifications', () => {
    expect(resolveGatedRoute('/settings/greetings', v({ features: new Set() }), flags)).toBe('/dashboard');
    expect(resolveGatedRoute('/settings/greetings', v(), flags)).toBeNull();
    expect(resolveGatedRoute('/settings/white-label', v({ isWhiteLabelUser: true }), flags)).toBe(
      '/dashboard',
    );
    expect(resolveGatedRoute('/notifications', v(), { notificationsShown: false })).toBe('/dashboard');
    expect(
      resolveGatedRoute(
        '/settings/refer-friend',
        v({ role: 'member', isOwnDomain: false, isWhiteLabelUser: true }),
        flags,
      ),
    ).toBe('/dashboard');
  });

  it('redirects billing for white-label users and non-owners, and shows plans during a trial', () => {
    expect(resolveGatedRoute('/billing/history', v({ isWhiteLabelUser: true }), flags)).toBe('/dashboard');
    expect(resolveGatedRoute('/billing/history', v({ role: 'admin' }), flags)).toBe('/dashboard');
    expect(resolveGatedRoute('/billing/subscription', v(), { ...flags, isTrial: true })).toBe(
      '/billing/subscription/plans',
    );
    expect(resolveGatedRoute('/billing/subscription', v(), flags)).toBeNull();
    expect(
      resolveGatedRoute('/billing/subscription/new', v(), { ...flags, canOpenNewSubscription: false }),
    ).toBe('/billing/subscription');
    expect(
      resolveGatedRoute('/billing/subscription/new', v(), { ...flags, canOpenNewSubscription: true }),
    ).toBeNull();
  });
});

describe('outreachBlock (server-side gates for outreach)', () => {
  const ok = { isEmailVerified: true, isBlocked: false, accountState: 'trial' as const };
  it('allows a verified, unblocked user of a trial, free or active team', () => {
    for (const accountState of ['trial', 'free', 'active'] as const)
      expect(outreachBlock({ ...ok, accountState })).toBeNull();
  });
  it('answers the reason in gate order: email, blocked, deactivated, paused', () => {
    expect(outreachBlock({ isEmailVerified: false, isBlocked: true, accountState: 'deactivated' })).toBe(
      outreachBlockTexts.emailNotVerified,
    );
    expect(outreachBlock({ ...ok, isBlocked: true, accountState: 'paused' })).toBe(
      outreachBlockTexts.blocked,
    );
    expect(outreachBlock({ ...ok, accountState: 'deactivated' })).toBe('Your account has been deactivated.');
    expect(outreachBlock({ ...ok, accountState: 'paused' })).toBe('Your subscription is paused.');
  });
  it('lets the scheduler skip the email check (publishing did it)', () => {
    expect(outreachBlock({ ...ok, isEmailVerified: false }, { checkEmail: false })).toBeNull();
  });
});
