// Every route of specs 1–3 (sections 2). Each later issue replaces a placeholder by adding its page
// module to `routePageNames` in routePages.ts; the path list itself stays here, with no React in it.

/**
 * Where a route sits relative to the gates of spec 1 §2:
 * - `public`: no session needed (sign-in, sign-up, links opened from mails);
 * - `verify`: signed in, email not yet verified;
 * - `walkthrough`: signed in and verified, before the walkthrough is done;
 * - `shell`: the full gate order (1)–(7), rendered inside the top navigation.
 */
export type RouteZone = 'public' | 'verify' | 'walkthrough' | 'shell';

export interface RouteEntry {
  path: string;
  title: string;
  zone: RouteZone;
  spec: 1 | 2 | 3;
  /** Set on paths that only forward somewhere else; receives the route params. */
  redirect?: (params: Record<string, string | undefined>) => string;
}

const r = (spec: RouteEntry['spec'], zone: RouteZone, path: string, title: string): RouteEntry => ({
  spec,
  zone,
  path,
  title,
});
const go = (spec: RouteEntry['spec'], path: string, redirect: RouteEntry['redirect']): RouteEntry => ({
  spec,
  zone: 'shell',
  path,
  title: 'Redirect',
  redirect,
});

export const DEFAULT_DASHBOARD = '/dashboard/this-month';
export const DEFAULT_CAMPAIGN_LIST = '/campaign/stats/linkedin/active';

export const webhookDocs = [
  'add-new-lead',
  'get-campaigns',
  'get-leads',
  'get-connections',
  'get-replies',
  'get-team-members',
  'get-member-connections',
  'get-last-actions',
] as const;

export const routeTable: readonly RouteEntry[] = [
  // Spec 1: account pages reachable without a session.
  r(1, 'public', '/auth/signup', 'Sign up'),
  r(1, 'public', '/auth/signupx', 'Sign up'),
  r(1, 'public', '/auth/signupx/:promoCode', 'Sign up'),
  r(1, 'public', '/auth/login', 'Sign in'),
  r(1, 'public', '/auth/forgotPassword', 'Forgot password'),
  r(1, 'public', '/reset-password/:token', 'Set a new password'),
  r(1, 'public', '/microsoft/callback', 'Microsoft sign-in'),
  r(1, 'public', '/auth/google/callback', 'Google sign-in'),
  r(1, 'public', '/verify-email/:verificationCode', 'Verify email'),
  r(1, 'public', '/email-verified', 'Email verified'),
  r(1, 'public', '/email-unsubscribed', 'Unsubscribed'),
  // OURS: X's callback page in AWS (X's OAuth 2.0 has no `oob`): shows the PIN for Integrations → X.
  r(1, 'public', '/twitter/code', 'X sign-in'),
  r(1, 'public', '/change-email/:token', 'Confirm new email'),
  r(1, 'public', '/li-verification/:verificationToken', '2 step Verification'),
  r(1, 'verify', '/app/verifyEmail', 'Verify your email'),
  r(1, 'walkthrough', '/walkthrough', 'Welcome'),

  // Spec 1: the shell.
  go(1, '/dashboard', () => DEFAULT_DASHBOARD),
  r(1, 'shell', '/dashboard/:tab', 'Dashboard'),
  r(1, 'shell', '/notifications', 'Notifications'),
  r(1, 'shell', '/notification-settings', 'Notification settings'),
  r(1, 'shell', '/integrations', 'Integrations'),
  go(1, '/settings', () => '/settings/user-profile'),
  r(1, 'shell', '/settings/user-profile', 'User profile'),
  r(1, 'shell', '/settings/work-hours', 'Work hours'),
  r(1, 'shell', '/settings/daily-limits', 'Daily limits'),
  r(1, 'shell', '/settings/auto-withdrawals', 'Auto-withdrawals'),
  r(1, 'shell', '/settings/greetings', 'Greetings'),
  r(1, 'shell', '/settings/refer-friend', 'Refer a friend'),
  r(1, 'shell', '/settings/white-label', 'White label'),
  go(1, '/team', () => '/team/stats'),
  r(1, 'shell', '/team/stats', 'Team stats'),
  r(2, 'shell', '/team/manage-team', 'Members'),
  r(1, 'shell', '/team/manage-group', 'Manage group'),
  r(1, 'shell', '/team/groups', 'Groups'),
  r(2, 'shell', '/team/invited', 'Invited'),
  r(1, 'shell', '/team/settings', 'Permissions'),
  r(2, 'shell', '/team/invite/:inviteKey', 'Team invitation'),
  r(2, 'shell', '/deactivated', 'Account deactivated'),
  r(2, 'shell', '/deactivated/subscription', 'Your plan'),
  r(2, 'shell', '/paused', 'Subscription paused'),
  ...webhookDocs.map((doc) => r(1, 'shell', `/documentation/webhook/${doc}`, `Webhook API: ${doc}`)),
  r(1, 'shell', '/integrations/webhooks', 'Webhooks & API'),
  r(1, 'shell', '/documentation/zapier', 'Zapier'),

  // Spec 2: billing.
  go(2, '/billing', () => '/billing/subscription'),
  r(2, 'shell', '/billing/subscription', 'Subscription Plan'),
  r(2, 'shell', '/billing/subscription/plans', 'Plans'),
  r(2, 'shell', '/billing/subscription/new', 'New subscription'),
  r(2, 'shell', '/billing/subscription/edit', 'Change plan'),
  r(2, 'shell', '/billing/information', 'Billing information'),
  r(2, 'shell', '/billing/payment-method', 'Payment method'),
  r(2, 'shell', '/billing/history', 'Billing history'),
  r(2, 'shell', '/billing/edit', 'Edit billing details'),

  // Spec 3: campaigns.
  go(3, '/campaign', () => DEFAULT_CAMPAIGN_LIST),
  go(3, '/campaign/stats', () => DEFAULT_CAMPAIGN_LIST),
  go(3, '/campaign/stats/:category', (p) => `/campaign/stats/${p.category}/active`),
  r(3, 'shell', '/campaign/stats/:category/:status', 'Campaigns'),
  r(3, 'shell', '/campaign/stats/info/:stat/:campaignId', 'Campaign stats'),
  r(3, 'shell', '/campaign/choose-type', 'Choose campaign type'),
  r(3, 'shell', '/campaign/new/:category', 'New campaign'),
  r(3, 'shell', '/campaign/new/:category/:campaignPageType', 'New campaign'),
  r(3, 'shell', '/campaign/add-leads/:category', 'Add leads'),
  r(3, 'shell', '/campaign/:campaignId/audience', 'Campaign audience'),
  r(3, 'shell', '/campaign/:campaignId/sequence', 'Campaign sequence'),
  r(3, 'shell', '/campaign/:campaignId/publish', 'Publish campaign'),
  r(3, 'shell', '/campaign/details/overview/:campaignId', 'Campaign overview'),
  r(3, 'shell', '/campaign/details/leads/:campaignId', 'Campaign leads'),
  r(3, 'shell', '/campaign/details/ignored-leads/:campaignId', 'Ignored leads'),
  r(3, 'shell', '/campaign/details/activity/:campaignId', 'Campaign activity'),
  r(3, 'shell', '/campaign/activity', 'Activity'),
  r(3, 'shell', '/campaign/replies', 'Replies'),
  go(3, '/campaign/*', () => DEFAULT_CAMPAIGN_LIST),
  r(3, 'shell', '/interactive-campaign/questions', 'Interactive campaign'),
  r(3, 'shell', '/interactive-campaign/:campaignId/questions', 'Interactive campaign'),
  r(3, 'shell', '/interactive-campaign/:campaignId/leads', 'Interactive campaign leads'),
  r(3, 'shell', '/interactive-campaign/:campaignId/sequence', 'Interactive campaign sequence'),
  r(3, 'shell', '/interactive-campaign/:campaignId/overview', 'Interactive campaign overview'),

  // Spec 3: inbox, invitations, contacts.
  r(3, 'shell', '/inbox', 'Inbox'),
  r(3, 'shell', '/inbox/linkedin', 'LinkedIn inbox'),
  r(3, 'shell', '/inbox/in-mail', 'InMail inbox'),
  r(3, 'shell', '/inbox/sales-navigator', 'Sales Navigator inbox'),
  go(3, '/invitations', () => '/invitations/sent'),
  r(3, 'shell', '/invitations/:tab', 'Invitations'),
  go(3, '/contacts', () => '/contacts/connections'),
  r(3, 'shell', '/contacts/connections', 'Connections'),
  r(3, 'shell', '/contacts/leads', 'Leads'),
  r(3, 'shell', '/contacts/leads/:id/details', 'Lead details'),
  r(3, 'shell', '/contacts/blacklist', 'Excluded'),
  r(3, 'shell', '/contacts/blacklist/connections', 'Excluded connections'),
  r(3, 'shell', '/contacts/blacklist/leads', 'Excluded leads'),
  r(3, 'shell', '/tags', 'Tag Manager'),

  // Spec 3: templates, posts, trends, lead finder.
  r(3, 'shell', '/templates', 'Message Templates'),
  r(3, 'shell', '/templates/personal/:categoryId?', 'Personal templates'),
  r(3, 'shell', '/templates/team/:categoryId?', 'Team templates'),
  r(3, 'shell', '/templates/library/:categoryId?', 'Template library'),
  r(3, 'shell', '/templates/new', 'New template'),
  r(3, 'shell', '/sequence-templates', 'Campaign Templates'),
  r(3, 'shell', '/sequence-templates/personal', 'Personal campaign templates'),
  r(3, 'shell', '/sequence-templates/team', 'Team campaign templates'),
  r(3, 'shell', '/sequence-templates/new', 'New campaign template'),
  r(3, 'shell', '/sequence-templates/:id', 'Campaign template'),
  r(3, 'shell', '/posts', 'Schedule Posts'),
  r(3, 'shell', '/posts/new', 'New post'),
  r(3, 'shell', '/posts/:postId/details', 'Post details'),
  r(3, 'shell', '/posts/:postType', 'Schedule Posts'),
  r(3, 'shell', '/trends', 'Trending Topics'),
  r(3, 'shell', '/lead-finder', 'Lead Finder'),
];
