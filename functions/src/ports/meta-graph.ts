/** A Facebook user as Graph's /me gives it. */
export interface MetaProfile {
  id: string;
  name: string;
  email?: string;
  pictureUrl?: string;
}

/** An Instagram professional account linked to a page (spec 1 §3: id, username, profile_pic, counts, name). */
export interface MetaIgAccount {
  id: string;
  username: string;
  name?: string;
  profilePic?: string;
  followsCount?: number;
  followersCount?: number;
  mediaCount?: number;
}

/** A page the user manages, with its page access token. */
export interface MetaPage {
  id: string;
  name: string;
  category: string;
  accessToken: string;
  ig?: MetaIgAccount;
}

/**
 * Why a Graph call failed, from Graph's `{ error: { code, error_subcode } }`. `unauthorized`: the
 * token is invalid, expired or the app was removed (code 190 or 102: reconnect); `refused`: Graph
 * refused this content or action (its code and subcode say why); `unavailable`: Graph could not be
 * reached or answered 5xx.
 */
export class MetaApiError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'refused' | 'unavailable',
    message: string,
    readonly code?: number,
    readonly subcode?: number,
  ) {
    super(message);
    this.name = 'MetaApiError';
  }
}

/**
 * Facebook and Instagram through the Graph API: Facebook Login's dialog URL, the long-lived token
 * exchange, the user's pages and Instagram accounts, page posts and Instagram publishing. One HTTP
 * adapter (adapters/http/meta-graph-http.ts) serves both hosts: graph.facebook.com in AWS (app secret
 * from Secrets Manager), the Meta sandbox locally.
 */
export interface MetaGraph {
  /** Facebook Login's dialog, asking for `scopes`; the token comes back in `redirectUri`'s fragment. */
  loginUrl(input: { redirectUri: string; scopes: readonly string[] }): Promise<string>;
  /** A short-lived user token for a long-lived one (`fb_exchange_token`, about 60 days). */
  exchangeToken(shortLivedToken: string): Promise<{ accessToken: string; expiresIn: number }>;
  me(userToken: string): Promise<MetaProfile>;
  /** The pages the user manages, their page tokens and linked Instagram accounts. */
  pages(userToken: string): Promise<MetaPage[]>;
  /** Removes the app's permissions for the user (log out of Facebook for good). */
  revoke(userToken: string): Promise<void>;
  /** A post on a page's feed: text, with photos (uploaded unpublished, then attached) when given. */
  publishPagePost(
    pageToken: string,
    pageId: string,
    input: { message: string; photoUrls: string[] },
  ): Promise<{ id: string }>;
  /**
   * A video post on a page's feed (`/{page-id}/videos` with `file_url`); answers once Facebook has
   * processed the video (its status polled), with the post's id. A video Facebook cannot process is
   * refused.
   */
  publishPageVideo(
    pageToken: string,
    pageId: string,
    input: { description: string; videoUrl: string },
  ): Promise<{ id: string }>;
  /**
   * An Instagram post from public URLs: one file is an image or a reel container, 2 to 10 files a
   * carousel (child containers with `is_carousel_item`, then a CAROUSEL container with `children`).
   * Video containers are polled until FINISHED before use; then media_publish.
   */
  publishInstagram(
    pageToken: string,
    igUserId: string,
    input: { caption: string; media: { url: string; isVideo: boolean }[] },
  ): Promise<{ id: string }>;
}
