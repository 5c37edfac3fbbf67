// The sandbox's whole mutable world, kept as one JSON document so tests can read it and a
// restart can pick it up again.

export type InvitationStatus = 'pending' | 'accepted' | 'withdrawn';

export interface SentInvitation {
  id: string;
  personId: number;
  note: string | null;
  sentAt: number;
  status: InvitationStatus;
  acceptedAt: number | null;
  withdrawnAt: number | null;
}

export interface ReceivedInvitation {
  id: string;
  personId: number;
  message: string | null;
  sentAt: number;
  status: 'pending' | 'accepted' | 'ignored';
  respondedAt: number | null;
}

export interface Connection {
  personId: number;
  connectedAt: number;
  source: 'invitation-accepted' | 'received-accepted';
}

export interface Message {
  id: string;
  from: 'me' | 'them';
  text: string;
  at: number;
  /** For the account's own messages: whether the simulated reply has been decided and applied. */
  settled?: boolean;
}

export interface Conversation {
  id: string;
  personId: number;
  messages: Message[];
  lastReadAt: number;
}

export type LimitedAction = 'invite' | 'message' | 'view';

export interface ActionRecord {
  kind: LimitedAction;
  personId: number;
  at: number;
}

export interface BlockedAttempt {
  kind: LimitedAction;
  cap: 'daily' | 'weekly';
  at: number;
}

export interface Restriction {
  at: number;
  reason: string;
}

export interface AccountState {
  email: string;
  invitations: SentInvitation[];
  received: ReceivedInvitation[];
  /** Connections made inside the sandbox; the seeded 1st-degree network is derived from the seed. */
  connections: Connection[];
  conversations: Conversation[];
  /** Every successful limited action (view, invite, message), for caps and for tests. */
  actions: ActionRecord[];
  /** Attempts refused because a cap was reached. */
  blocked: BlockedAttempt[];
  restriction: Restriction | null;
}

export interface Session {
  email: string;
  csrf: string;
  createdAt: number;
}

export interface Challenge {
  email: string;
  pin: string;
  createdAt: number;
  redirect: string | null;
  attempts: number;
}

export interface SandboxState {
  version: 1;
  seed: number;
  createdAt: number;
  nextId: number;
  accounts: Record<string, AccountState>;
  sessions: Record<string, Session>;
  challenges: Record<string, Challenge>;
  /** Posts the sandbox accounts published (feed-posts.ts); absent in older state files. */
  posts?: SandboxPost[];
  /** Post URNs each account liked. */
  postLikes?: Record<string, string[]>;
  /** InMail and Sales Navigator threads per account (inbox.ts); absent in older state files. */
  inbox?: Record<string, import('./inbox.ts').InboxStore>;
}

/** A post an account published on the sandbox feed. */
export interface SandboxPost {
  id: string;
  authorEmail: string;
  text: string;
  /** Media URLs given with the post (the sandbox shows them as links). */
  media: string[];
  at: number;
  /** Who may see it, as the share box's visibility menu set it (absent on older posts: anyone). */
  visibility?: 'anyone' | 'connections';
}
