import { describe, expect, it } from 'vitest';
import type { CloudBotInfo } from './api/linkedinApi.ts';
import { isLoginSettled, isPollingStatus, linkedInView } from './linkedinView.ts';

const info = (over: Partial<CloudBotInfo> = {}): CloudBotInfo => ({
  loginStatus: null,
  browserId: null,
  verificationCodeExpiresAt: null,
  trying_login: false,
  email: 'a@b.co',
  name: null,
  isCodeUsable: false,
  data: { error: null },
  ...over,
});

describe('linkedInView', () => {
  it('shows the form without an account and loading while busy', () => {
    expect(linkedInView({ profile: { isLinkedinActive: false }, info: info(), busy: false })).toBe('form');
    expect(linkedInView({ profile: { isLinkedinActive: false }, info: info(), busy: true })).toBe('loading');
  });

  it('shows the code step while the code is usable, else try again', () => {
    const profile = { isLinkedinActive: true };
    const verifying = { loginStatus: 'LOGGED_IN_VERIFICATION_EMAIL', browserId: 'b1' };
    expect(linkedInView({ profile, info: info({ ...verifying, isCodeUsable: true }), busy: false })).toBe(
      'code',
    );
    expect(linkedInView({ profile, info: info(verifying), busy: false })).toBe('tryAgain');
  });

  it('is connected only with a valid login and LOGGED_IN, broken otherwise', () => {
    const ok = { isLinkedinActive: true, isLinkedInLoginValid: true };
    expect(linkedInView({ profile: ok, info: info({ loginStatus: 'LOGGED_IN' }), busy: false })).toBe(
      'connected',
    );
    expect(
      linkedInView({
        profile: { isLinkedinActive: true, isLinkedInLoginValid: false },
        info: info({ loginStatus: 'LOGGED_IN_INVALID', data: { error: 'LOGGED_IN_INVALID' } }),
        busy: false,
      }),
    ).toBe('broken');
  });

  it('reads an active account still logging in as loading', () => {
    expect(
      linkedInView({ profile: { isLinkedinActive: true }, info: info({ trying_login: true }), busy: false }),
    ).toBe('loading');
  });
});

describe('polling', () => {
  it('polls on 408, 504 and 524 only', () => {
    expect([408, 504, 524, 400, 425].map(isPollingStatus)).toEqual([true, true, true, false, false]);
  });
  it('settles on a status or an error', () => {
    expect(isLoginSettled(info({ trying_login: true }))).toBe(false);
    expect(isLoginSettled(info({ loginStatus: 'LOGGED_IN' }))).toBe(true);
    expect(isLoginSettled(info({ trying_login: true, data: { error: 'LOGIN_ERROR' } }))).toBe(true);
  });
});
