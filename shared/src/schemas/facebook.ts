import * as z from 'zod';

/**
 * Facebook Login's permissions (spec 1 §7 Integrations, Facebook: the social SDK's login scopes).
 */
export const FACEBOOK_SCOPES = [
  'public_profile',
  'email',
  'business_management',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_posts',
  'pages_show_list',
  'instagram_basic',
  'instagram_manage_insights',
  'instagram_content_publish',
] as const;

/** Spec 1 §8: the Facebook integration error (banner and the tab's unauthorised state). */
export const FACEBOOK_ERROR_MESSAGE =
  "We've encountered an error. Please disconnect and reconnect your Facebook account.";

/** POST /facebook/exchange-access-token: the short-lived user token Facebook Login gave the browser. */
export const ZFacebookExchangeTokenRequest = z.object({
  accessToken: z.string().trim().min(1, 'Please log in with Facebook').max(2000),
});
export type TFacebookExchangeTokenRequest = z.infer<typeof ZFacebookExchangeTokenRequest>;

const ZId = z.string().trim().min(1).max(64);

/** GET and POST /facebook/options: the pages and Instagram accounts posts go to. */
export const ZFacebookOptions = z.object({
  pages_checked: z.array(ZId).max(100),
  ig_accounts_checked: z.array(ZId).max(100),
});
export type TFacebookOptions = z.infer<typeof ZFacebookOptions>;

/** Spec 1 §3 Facebook data: a page's Instagram business account. */
const ZFacebookIgAccount = z.object({
  id: z.string(),
  username: z.string(),
  profile_pic: z.string().nullable(),
  follows_count: z.number(),
  followers_count: z.number(),
  media_count: z.number(),
  name: z.string().nullable(),
});
export type TFacebookIgAccount = z.infer<typeof ZFacebookIgAccount>;

const ZFacebookPage = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  ig: ZFacebookIgAccount.nullable(),
});
export type TFacebookPage = z.infer<typeof ZFacebookPage>;

/**
 * GET /facebook (and what the login calls answer): the Facebook data of spec 1 §3 without any token.
 * `facebookAuth` says whether a login is stored; `unauthorized` that Facebook refused it since
 * (disconnect and reconnect); `loginUrl` opens Facebook Login (null where no Meta app is configured).
 */
export const ZFacebookResponse = z.object({
  facebookAuth: z.boolean(),
  unauthorized: z.boolean(),
  facebookDetails: z
    .object({
      name: z.string(),
      email: z.string().nullable(),
      picture: z.object({ url: z.string().nullable() }),
    })
    .nullable(),
  facebookPages: z.array(ZFacebookPage),
  options: ZFacebookOptions,
  loginUrl: z.string().nullable(),
});
export type TFacebookResponse = z.infer<typeof ZFacebookResponse>;

/**
 * GET /facebook/access-token: whether a long-lived token is stored and until when. The token itself
 * stays on the server (publishing happens there), so it is never returned.
 */
export const ZFacebookAccessTokenResponse = z.object({
  hasAccessToken: z.boolean(),
  expiresAt: z.number().nullable(),
});

export const ZFacebookClearLoginResponse = z.object({ success: z.boolean() });
