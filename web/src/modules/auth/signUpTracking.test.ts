import { describe, expect, it } from 'vitest';
import { readSignUpTracking, recordPageView } from './signUpTracking.ts';

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('sign-up tracking', () => {
  it('keeps the landing page, utm source and referral, counts pages', () => {
    // Prepare
    const store = memoryStore();
    // Act
    recordPageView(new URL('https://app.test/auth/signup?utm_source=news&ref=abc'), store);
    recordPageView(new URL('https://app.test/auth/login'), store);
    // Assess
    expect(readSignUpTracking(store)).toEqual({
      landingUrl: 'https://app.test/auth/signup?utm_source=news&ref=abc',
      utmSource: 'news',
      referralCode: 'abc',
      lastPage: '/auth/login',
      pageCounter: 2,
    });
  });
});
