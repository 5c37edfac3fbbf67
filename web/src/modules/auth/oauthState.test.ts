import { describe, expect, it } from 'vitest';
import { decodeOAuthState, encodeOAuthState, microsoftCallbackTarget } from './oauthState.ts';

describe('oauth state', () => {
  it('round-trips', () => {
    const s = { path: '/auth/signup', mode: 'signup' as const, referralCode: 'rëf' };
    expect(decodeOAuthState(encodeOAuthState(s))).toEqual(s);
  });
  it('rejects states pointing off the app', () => {
    expect(decodeOAuthState(encodeOAuthState({ path: '//evil.example', mode: 'signin' }))).toBeNull();
    expect(decodeOAuthState('%%%')).toBeNull();
  });
  it('microsoft callback: without code or state goes to login, else to the state path with the code', () => {
    expect(microsoftCallbackTarget('')).toBe('/auth/login');
    expect(microsoftCallbackTarget('?code=abc')).toBe('/auth/login');
    const state = encodeOAuthState({ path: '/integrations?tab=email', mode: 'signin' });
    expect(microsoftCallbackTarget(`?code=abc&state=${state}`)).toBe(
      '/integrations?tab=email&code=abc&provider=microsoft',
    );
  });
});
