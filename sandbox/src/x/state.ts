import { createHash, randomBytes } from 'node:crypto';
import type { Usage, XEndpoint } from './limits.ts';

export interface XAccount {
  id: string;
  username: string;
  name: string;
  /** Whether anyone may send this account a DM (X's "Allow message requests from everyone"). */
  dmOpen: boolean;
  createdAt: string;
}

export interface XDirectMessage {
  dm_event_id: string;
  dm_conversation_id: string;
  sender_id: string;
  participant_id: string;
  text: string;
  created_at: string;
}

export interface XFollow {
  source_user_id: string;
  target_user_id: string;
  created_at: string;
}

export interface XMedia {
  id: string;
  media_key: string;
  owner_id: string;
  media_category: string;
  mime_type: string;
  size: number;
  /** SHA-256 of the bytes received, so tests can check what arrived. */
  sha256: string;
  created_at: string;
}

export interface XTweet {
  id: string;
  author_id: string;
  text: string;
  media_ids: string[];
  created_at: string;
}

export interface XGrant {
  /** The user who authorised the app. */
  userId: string;
  clientId: string;
  scope: string;
  /** When the user removed the app's access (`/_sandbox/revoke`): every token of the grant stops. */
  revoked?: boolean;
}

export interface XToken {
  grantId: string;
  kind: 'access' | 'refresh';
  expiresAt: number;
  /** A rotated refresh token or a revoked one. */
  used?: boolean;
}

export interface XCode {
  grantId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface XState {
  accounts: XAccount[];
  grants: Record<string, XGrant>;
  /** Keyed by the SHA-256 of the token. */
  tokens: Record<string, XToken>;
  /** Keyed by the code (the PIN on the out-of-band page). */
  codes: Record<string, XCode>;
  dms: XDirectMessage[];
  follows: XFollow[];
  media: XMedia[];
  tweets: XTweet[];
  /** Per user id, per endpoint. */
  usage: Record<string, Partial<Record<XEndpoint, Usage>>>;
  /** Per-account overrides of the 15-minute limits (tests: `/_sandbox/accounts/{username}/limits`). */
  limitOverrides: Record<string, Partial<Record<XEndpoint, number>>>;
  nextId: number;
}

/** The password of every sandbox X account. */
export const X_SANDBOX_PASSWORD = 'Sandbox1!';

/**
 * The sandbox's seeded people: fixed handles a CSV of X handles can use. `@closed_dms` and every
 * handle ending in `_nodm` refuse DMs from people they do not know, as many X users do.
 */
export const X_SEED_ACCOUNTS: ReadonlyArray<Pick<XAccount, 'username' | 'name' | 'dmOpen'>> = [
  { username: 'ada_builds', name: 'Ada Byron', dmOpen: true },
  { username: 'grace_ships', name: 'Grace Hopper', dmOpen: true },
  { username: 'alan_thinks', name: 'Alan Turing', dmOpen: true },
  { username: 'katherine_j', name: 'Katherine Johnson', dmOpen: true },
  { username: 'linus_t', name: 'Linus Torvalds', dmOpen: true },
  { username: 'margaret_h', name: 'Margaret Hamilton', dmOpen: true },
  { username: 'tim_bl', name: 'Tim Berners-Lee', dmOpen: true },
  { username: 'barbara_l', name: 'Barbara Liskov', dmOpen: true },
  { username: 'donald_k', name: 'Donald Knuth', dmOpen: true },
  { username: 'radia_p', name: 'Radia Perlman', dmOpen: true },
  { username: 'closed_dms', name: 'Closed Inbox', dmOpen: false },
  { username: 'quiet_nodm', name: 'Quiet Person', dmOpen: false },
];

/** Numeric ids like X's (snowflake-sized), stable per handle so restarts and tests agree. */
export function accountIdFor(username: string): string {
  const h = createHash('sha256').update(username.toLowerCase()).digest();
  return String(1_000_000_000_000_000n + (h.readBigUInt64BE(0) % 8_000_000_000_000_000n));
}

export function emptyXState(now: number): XState {
  const at = new Date(now).toISOString();
  return {
    accounts: X_SEED_ACCOUNTS.map((a) => ({ ...a, id: accountIdFor(a.username), createdAt: at })),
    grants: {},
    tokens: {},
    codes: {},
    dms: [],
    follows: [],
    media: [],
    tweets: [],
    usage: {},
    limitOverrides: {},
    nextId: 1,
  };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomTokenString = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** A 7-digit PIN (X's out-of-band PIN has 7 digits). */
export const randomPin = () => String(1_000_000 + (randomBytes(4).readUInt32BE(0) % 9_000_000));

/** X's handles: 1 to 15 letters, digits or underscores. */
export const USERNAME_RE = /^[A-Za-z0-9_]{1,15}$/;
