import { describe, expect, it } from 'vitest';
import {
  COMPANY_LIMITS,
  type CompanyState,
  companyCreditsLeft,
  companyRefusals,
  findCompany,
  inviteToCompany,
  isFollowing,
} from './companies.ts';
import { LinkedInWorld } from './world.ts';

const EMAIL = 'alex@sandbox.test';
// The 30th of a month: the credits must come back on the 1st, not 30 days later.
const T0 = Date.UTC(2026, 10, 30, 9);

function setup() {
  let now = T0;
  const w = new LinkedInWorld({ seed: 4, now: () => now, reactions: { acceptRate: 0, replyRate: 0 } });
  const page = findCompany('Sandbox-Ventures')!;
  const friends = w.population.people.filter((p) => w.degree(EMAIL, p) === 1 && !isFollowing(w, page, p));
  const strangers = w.population.people.filter((p) => w.degree(EMAIL, p) !== 1);
  return { w, page, friends, strangers, setNow: (t: number) => (now = t) };
}

describe('company page invitations', () => {
  it('lets the page admin invite connections once each; others are refused with the site’s words', () => {
    const { w, page, friends, strangers } = setup();
    expect(page.admin).toBe(EMAIL);
    expect(inviteToCompany(w, EMAIL, page, friends[0])).toEqual({ ok: true });
    expect(inviteToCompany(w, EMAIL, page, friends[0])).toMatchObject({ ok: false, status: 409 });
    expect(inviteToCompany(w, EMAIL, page, strangers[0])).toMatchObject({
      ok: false,
      message: companyRefusals.notConnection,
    });
    expect(inviteToCompany(w, EMAIL, findCompany('northwind-analytics')!, friends[1])).toMatchObject({
      ok: false,
      status: 403,
      message: companyRefusals.notAdmin,
    });
    expect(companyCreditsLeft(w, page)).toBe(COMPANY_LIMITS.creditsPerMonth - 1);
  });

  it('spends 250 credits a calendar month, then refuses until the next month', () => {
    const { w, page, friends, setNow } = setup();
    // 249 invitations earlier this month (ids of nobody), then one real one: the credits are used up.
    (w.state as CompanyState).companyInvites = {
      [page.slug]: Array.from({ length: 249 }, (_, i) => ({
        slug: page.slug,
        personId: -1 - i,
        by: EMAIL,
        at: T0 - 1000,
      })),
    };
    expect(inviteToCompany(w, EMAIL, page, friends[0])).toEqual({ ok: true });
    expect(companyCreditsLeft(w, page)).toBe(0);
    expect(inviteToCompany(w, EMAIL, page, friends[1])).toEqual({
      ok: false,
      status: 429,
      message: companyRefusals.noCredits,
    });
    setNow(Date.UTC(2026, 11, 1, 0, 1));
    expect(companyCreditsLeft(w, page)).toBe(250);
    expect(inviteToCompany(w, EMAIL, page, friends[1])).toEqual({ ok: true });
  });
});
