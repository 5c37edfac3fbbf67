import { describe, expect, it } from 'vitest';
import { resolveShellGate, type ShellGateInput } from './resolveShellGate.ts';

const ready: ShellGateInput = {
  isAuthenticated: true,
  profile: { isEmailVerified: true, isBlocked: false, isWalkthroughCompleted: true },
  isLoading: false,
  isWhiteLabelBlocked: false,
  isOwnDomain: true,
};
const profile = (p: Partial<NonNullable<ShellGateInput['profile']>>) => ({ ...ready.profile!, ...p });

describe('resolveShellGate (spec 1 §2 order)', () => {
  it('(1) sends a visitor without a session to login, whatever else is true', () => {
    expect(resolveShellGate({ ...ready, isAuthenticated: false, isLoading: true })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
  });
  it('(2) sends an unverified user to /app/verifyEmail before waiting for the rest', () => {
    const out = resolveShellGate({
      ...ready,
      isLoading: true,
      profile: profile({ isEmailVerified: false, isBlocked: true }),
    });
    expect(out).toEqual({ kind: 'redirect', to: '/app/verifyEmail' });
  });
  it('(3) shows the loader while data loads or before the profile is known', () => {
    expect(resolveShellGate({ ...ready, isLoading: true })).toEqual({ kind: 'loader' });
    expect(resolveShellGate({ ...ready, profile: undefined })).toEqual({ kind: 'loader' });
  });
  it('(4) white-label blocked comes before (5) a blocked profile', () => {
    const out = resolveShellGate({
      ...ready,
      isWhiteLabelBlocked: true,
      profile: profile({ isBlocked: true }),
    });
    expect(out).toEqual({ kind: 'whiteLabelBlocked' });
  });
  it('(5) a blocked profile sees the blocked screen even before the walkthrough', () => {
    const out = resolveShellGate({
      ...ready,
      profile: profile({ isBlocked: true, isWalkthroughCompleted: false }),
    });
    expect(out).toEqual({ kind: 'blocked' });
  });
  it('(6) sends an unfinished walkthrough to /walkthrough only on the own domain', () => {
    const p = profile({ isWalkthroughCompleted: false });
    expect(resolveShellGate({ ...ready, profile: p })).toEqual({ kind: 'redirect', to: '/walkthrough' });
    expect(resolveShellGate({ ...ready, profile: p, isOwnDomain: false })).toEqual({ kind: 'render' });
  });
  it('(7) otherwise renders', () => {
    expect(resolveShellGate(ready)).toEqual({ kind: 'render' });
  });
});
