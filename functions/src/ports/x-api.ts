/** An X user as the API v2 gives it. */
export interface XUser {
  id: string;
  username: string;
  name: string;
  profileImageUrl?: string;
}

/** A direct message event (X API v2 `dm_events`, event_type MessageCreate). */
export interface XDmEvent {
  id: string;
  text: string;
  senderId: string;
  /** ms since epoch. */
  createdAt: number;
  conversationId?: string;
}

/** One page of the user's DM events, newest first; `nextToken` reads older ones. */
export interface XDmEventsPage {
  events: XDmEvent[];
  /** The senders of the page's events (`expansions=sender_id`). */
  senders: XUser[];
  nextToken?: string;
}

/** OAuth 2.0 tokens of one user's grant; X rotates the refresh token at every refresh. */
export interface XTokens {
  accessToken: string;
  refreshToken?: string;
  /** Seconds the access token lives (X: 7200). */
  expiresIn: number;
}

/**
 * Why a call failed. `unauthorized`: the token or grant is no longer good (revoked: reconnect);
 * `rate-limited`: X's 429, `resetAt` from `x-rate-limit-reset` (or the 24-hour reset);
 * `forbidden`: X refuses this action (closed DMs, duplicate post…); `invalid`: X refused the
 * request's content; `unavailable`: X could not be reached or answered 5xx.
 */
export class XApiError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'rate-limited' | 'forbidden' | 'invalid' | 'unavailable',
    message: string,
    readonly resetAt?: number,
  ) {
    super(message);
    this.name = 'XApiError';
  }
}

/**
 * X (Twitter): OAuth 2.0 authorization code with PKCE, and the API v2 calls the product makes. One
 * HTTP adapter (adapters/http/x-api-http.ts) serves both hosts: api.x.com in AWS (client from
 * Secrets Manager), the X sandbox locally.
 */
export interface XApi {
  /** The consent URL; `redirectUri` `oob` makes X show a 7-digit PIN instead of redirecting. */
  authorizationUrl(input: { state: string; codeChallenge: string }): Promise<string>;
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<XTokens>;
  refresh(refreshToken: string): Promise<XTokens>;
  revoke(token: string): Promise<void>;
  me(accessToken: string): Promise<XUser>;
  /** null when X has no such user. */
  userByUsername(accessToken: string, username: string): Promise<XUser | null>;
  follow(accessToken: string, sourceUserId: string, targetUserId: string): Promise<void>;
  sendDm(accessToken: string, participantId: string, text: string): Promise<{ eventId: string }>;
  /** The user's DM events of the last 30 days (GET /2/dm_events), newest first, 100 a page. */
  dmEvents(accessToken: string, input: { paginationToken?: string }): Promise<XDmEventsPage>;
  uploadMedia(
    accessToken: string,
    media: { bytes: Uint8Array; mimeType: string; category: 'tweet_image' | 'tweet_gif' | 'tweet_video' },
  ): Promise<string>;
  createPost(accessToken: string, input: { text: string; mediaIds: string[] }): Promise<{ id: string }>;
}
