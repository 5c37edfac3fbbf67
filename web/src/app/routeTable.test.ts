import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable.ts';

const routes = routeTable.map((e) => ({ path: e.path, entry: e }));
const match = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.entry;

// One concrete address for every row of the route tables in specs 1–3 (sections 2).
const specUrls: Record<number, string[]> = {
  1: [
    '/auth/signup',
    '/auth/signupx',
    '/auth/signupx/PROMO50',
    '/auth/login',
    '/auth/forgotPassword',
    '/reset-password/abc',
    '/microsoft/callback',
    '/app/verifyEmail',
    '/verify-email/123456',
    '/email-verified',
    '/email-unsubscribed',
    '/walkthrough',
    '/li-verification/tok',
    '/dashboard/today',
    '/dashboard/custom',
    '/notifications',
    '/notification-settings',
    '/integrations',
    '/settings/user-profile',
    '/settings/work-hours',
    '/settings/daily-limits',
    '/settings/auto-withdrawals',
    '/settings/greetings',
    '/settings/refer-friend',
    '/settings/white-label',
    '/team/stats',
    '/team/manage-team',
    '/team/manage-group',
    '/team/groups',
    '/team/invited',
    '/team/settings',
    '/team/invite/key1',
    '/deactivated',
    '/paused',
    '/documentation/webhook/add-new-lead',
    '/documentation/webhook/get-campaigns',
    '/documentation/webhook/get-leads',
    '/documentation/webhook/get-connections',
    '/documentation/webhook/get-replies',
    '/documentation/webhook/get-team-members',
    '/documentation/webhook/get-member-connections',
    '/documentation/webhook/get-last-actions',
  ],
  2: [
    '/billing/subscription',
    '/billing/subscription/plans',
    '/billing/subscription/new',
    '/billing/subscription/edit',
    '/billing/information',
    '/billing/payment-method',
    '/billing/history',
    '/billing/edit',
    '/deactivated/subscription',
  ],
  3: [
    '/campaign/stats/linkedin/active',
    '/campaign/stats/info/replies/c1',
    '/campaign/choose-type',
    '/campaign/new/linkedin',
    '/campaign/new/linkedin/group',
    '/campaign/add-leads/email',
    '/campaign/c1/audience',
    '/campaign/c1/sequence',
    '/campaign/c1/publish',
    '/campaign/details/overview/c1',
    '/campaign/details/leads/c1',
    '/campaign/details/ignored-leads/c1',
    '/campaign/details/activity/c1',
    '/interactive-campaign/questions',
    '/interactive-campaign/c1/questions',
    '/interactive-campaign/c1/leads',
    '/interactive-campaign/c1/sequence',
    '/interactive-campaign/c1/overview',
    '/campaign/activity',
    '/campaign/replies',
    '/inbox',
    '/inbox/linkedin',
    '/inbox/in-mail',
    '/inbox/sales-navigator',
    '/invitations/sent',
    '/contacts/connections',
    '/contacts/leads',
    '/contacts/blacklist',
    '/contacts/blacklist/connections',
    '/contacts/blacklist/leads',
    '/tags',
    '/contacts/leads/l1/details',
    '/dashboard/this-week',
    '/templates',
    '/templates/personal',
    '/templates/personal/cat1',
    '/templates/team/cat1',
    '/templates/library',
    '/templates/new',
    '/sequence-templates',
    '/sequence-templates/personal',
    '/sequence-templates/team',
    '/sequence-templates/new',
    '/sequence-templates/s1',
    '/posts',
    '/posts/new',
    '/posts/p1/details',
    '/posts/linkedin',
    '/trends',
    '/lead-finder',
  ],
};

describe('route table', () => {
  for (const [spec, urls] of Object.entries(specUrls)) {
    it.each(urls)(`registers spec ${spec} route %s as a page`, (url) => {
      // Act
      const entry = match(url);
      // Assess
      expect(entry, url).toBeDefined();
      expect(entry?.redirect, `${url} must be a page, not a redirect`).toBeUndefined();
    });
  }

  it('forwards bare area paths and unknown campaign paths', () => {
    // Prepare
    const to = (url: string) => {
      const m = matchRoutes(routes, url)?.at(-1);
      return m?.route.entry.redirect?.(m.params);
    };
    // Assess
    expect(to('/dashboard')).toBe('/dashboard/this-month');
    expect(to('/billing')).toBe('/billing/subscription');
    expect(to('/campaign/stats')).toBe('/campaign/stats/linkedin/active');
    expect(to('/campaign/stats/email')).toBe('/campaign/stats/email/active');
    expect(to('/campaign/whatever/deep/path')).toBe('/campaign/stats/linkedin/active');
    expect(to('/invitations')).toBe('/invitations/sent');
  });

  it('has no duplicate paths', () => {
    const paths = routeTable.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(match('/no/such/page')).toBeUndefined();
  });
});
