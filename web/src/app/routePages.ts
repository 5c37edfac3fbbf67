// The page of each built route, by module name (web/src/pages/<Name>.tsx exports <Name>). A route without
// one renders the 'not built yet' placeholder inside the shell: a later issue adds its page here and
// nothing else. Plain data, no React: the Vite build reads it too, to preload each route's chunks from
// index.html (web/build/route-preloads.ts).
export const routePageNames: Readonly<Record<string, string>> = {
  '/auth/signup': 'SignUpPage',
  '/auth/signupx': 'SignUpPage',
  '/auth/signupx/:promoCode': 'SignUpPage',
  '/auth/login': 'SignInPage',
  '/auth/forgotPassword': 'ForgotPasswordPage',
  '/reset-password/:token': 'ResetPasswordPage',
  '/microsoft/callback': 'MicrosoftCallbackPage',
  '/auth/google/callback': 'GoogleCallbackPage',
  '/verify-email/:verificationCode': 'VerifyEmailTokenPage',
  '/email-verified': 'EmailVerifiedPage',
  '/email-unsubscribed': 'EmailUnsubscribedPage',
  '/li-verification/:verificationToken': 'LiVerificationPage',
  '/app/verifyEmail': 'VerifyEmailPage',
  '/walkthrough': 'WalkthroughPage',
  '/dashboard/:tab': 'DashboardPage',
  '/integrations': 'IntegrationsPage',
  '/campaign/new/:category': 'NewCampaignPage',
  '/campaign/new/:category/:campaignPageType': 'NewCampaignPage',
  '/campaign/stats/:category/:status': 'CampaignListPage',
  '/campaign/details/overview/:campaignId': 'CampaignDetailsPage',
  '/campaign/details/leads/:campaignId': 'CampaignDetailsPage',
  '/campaign/details/ignored-leads/:campaignId': 'CampaignDetailsPage',
  '/campaign/details/activity/:campaignId': 'CampaignDetailsPage',
  '/campaign/activity': 'ActivityPage',
  '/campaign/:campaignId/sequence': 'CampaignSequencePage',
  '/settings/work-hours': 'WorkHoursPage',
  '/settings/daily-limits': 'DailyLimitsPage',
  '/tags': 'TagsPage',
  '/contacts/leads': 'ContactsLeadsPage',
  '/contacts/blacklist': 'BlacklistPage',
  '/contacts/blacklist/connections': 'BlacklistPage',
  '/contacts/blacklist/leads': 'BlacklistPage',
  '/templates': 'TemplatesPage',
  '/templates/personal/:categoryId?': 'TemplatesPage',
  '/templates/team/:categoryId?': 'TemplatesPage',
  '/templates/library/:categoryId?': 'TemplatesPage',
  '/templates/new': 'TemplatesPage',
};

/** Pages a signed-in user skips. */
export const guestOnlyPaths: readonly string[] = [
  '/auth/signup',
  '/auth/signupx',
  '/auth/signupx/:promoCode',
  '/auth/login',
  '/auth/forgotPassword',
];
