import { createHash, randomBytes } from 'node:crypto';

/** A Facebook person who can log in to the sandbox (created at first login with any email). */
export interface MetaUser {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

/** A Facebook Page the user manages; some have an Instagram business account linked. */
export interface MetaPage {
  id: string;
  ownerId: string;
  name: string;
  category: string;
  igUserId?: string;
}

/** An Instagram professional account linked to a page. */
export interface IgUser {
  id: string;
  pageId: string;
  username: string;
  name: string;
  followers_count: number;
  follows_count: number;
  /** Instagram marked the account inactive or restricted (tests: `/_sandbox/instagram/{username}/restrict`). */
  restricted?: boolean;
  /** Every caption containing this word is refused as spam (tests). */
  spamWord?: string;
}

export interface MetaToken {
  kind: 'user' | 'page';
  userId: string;
  pageId?: string;
  appId: string;
  scopes: string[];
  /** null: never expires (page tokens taken with a long-lived user token). */
  expiresAt: number | null;
  longLived: boolean;
}

/** A post on a page's feed (text, a link, or photos). */
export interface FbPost {
  id: string;
  page_id: string;
  message: string;
  /** The photos attached, by their source URL and the SHA-256 of the bytes fetched. */
  photos: { id: string; url: string; sha256: string; size: number }[];
  /** A video post's video, once Facebook finished processing it. */
  video?: { id: string; sha256: string; size: number };
  created_time: string;
}

/** An unpublished photo uploaded to be attached to a feed post (`published=false`). */
export interface FbPhoto {
  id: string;
  page_id: string;
  url: string;
  sha256: string;
  size: number;
  published: boolean;
}

/**
 * A media container. Images are FINISHED at once; videos are IN_PROGRESS until `ready_at` (product
 * clock), then FINISHED or ERROR (`error_subcode`: what Instagram found wrong with the file).
 */
export interface IgContainer {
  id: string;
  ig_user_id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'REELS' | 'CAROUSEL';
  media_url: string;
  caption: string;
  sha256: string;
  size: number;
  status_code: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED' | 'EXPIRED';
  created_at: number;
  /** Videos: when processing ends (product clock, ms). */
  ready_at?: number;
  /** Videos: the subcode processing ends with (2207026: format or duration Instagram does not take). */
  error_subcode?: number;
  /** A child of a carousel (`is_carousel_item=true`): published only through its CAROUSEL container. */
  is_carousel_item?: boolean;
  /** A CAROUSEL container's children, in order. */
  children?: string[];
}

/** A page video (`POST /{page-id}/videos`): `processing` until `ready_at`, then `ready` (a post) or `error`. */
export interface FbVideo {
  id: string;
  page_id: string;
  file_url: string;
  description: string;
  sha256: string;
  size: number;
  created_at: number;
  ready_at: number;
  /** Why processing fails (Graph's message); none: it becomes a post. */
  error?: string;
  post_id?: string;
}

export interface IgMedia {
  id: string;
  ig_user_id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  /** A carousel's items, in order. */
  children?: { media_type: 'IMAGE' | 'VIDEO'; sha256: string; size: number }[];
  media_url: string;
  caption: string;
  sha256: string;
  size: number;
  timestamp: string;
  /** Product clock, ms: the 24-hour publishing limit counts these. */
  at: number;
}

export interface MetaState {
  users: MetaUser[];
  pages: MetaPage[];
  igUsers: IgUser[];
  /** Keyed by the SHA-256 of the token. */
  tokens: Record<string, MetaToken>;
  /** Apps' permissions a user revoked (`DELETE /me/permissions` or `/_sandbox/revoke`): `${appId}:${userId}`. */
  revoked: string[];
  posts: FbPost[];
  photos: FbPhoto[];
  containers: IgContainer[];
  igMedia: IgMedia[];
  /** Page videos; absent in states saved before videos existed. */
  videos?: FbVideo[];
  nextId: number;
}

/** The password of every sandbox Facebook account. */
export const META_SANDBOX_PASSWORD = 'Sandbox1!';

/** The permissions an app may ask for (spec 1 §7: the product's login scopes). */
export const META_SCOPES = [
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
];

/** Instagram's content publishing limit: 25 posts per rolling 24 hours per account. */
export const IG_DAILY_LIMIT = 25;
export const IG_CAPTION_MAX = 2200;
/** Instagram's image rules: JPEG only, at most 8 MB, aspect ratio between 4:5 and 1.91:1. */
export const IG_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IG_MIN_RATIO = 4 / 5;
export const IG_MAX_RATIO = 1.91;
/** A carousel has 2 to 10 children (Graph's error 2207028 otherwise). */
export const IG_CAROUSEL_MIN = 2;
export const IG_CAROUSEL_MAX = 10;
/** Instagram's video durations through the API: reels 3 s to 15 min, carousel videos 3 to 60 s. */
export const IG_VIDEO_MIN_S = 3;
export const IG_REELS_MAX_S = 15 * 60;
export const IG_CAROUSEL_VIDEO_MAX_S = 60;
/** Facebook page videos: at most 240 minutes. */
export const FB_VIDEO_MAX_S = 240 * 60;
/** How long the sandbox "processes" a video, in product time. */
export const VIDEO_PROCESSING_MS = 2_000;

/** Numeric ids like Graph's, stable per seed so restarts and tests agree. */
export function stableId(seed: string, base: bigint): string {
  const h = createHash('sha256').update(seed.toLowerCase()).digest();
  return String(base + (h.readBigUInt64BE(0) % 900_000_000_000_000n));
}

export function emptyMetaState(): MetaState {
  return {
    users: [],
    pages: [],
    igUsers: [],
    tokens: {},
    revoked: [],
    posts: [],
    photos: [],
    containers: [],
    igMedia: [],
    videos: [],
    nextId: 1,
  };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Graph tokens look like `EAA…`. */
export const randomToken = () => `EAA${randomBytes(40).toString('base64url')}`;
