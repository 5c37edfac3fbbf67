// LinkedIn's inbox calls (messaging with InMail, the Sales Navigator inbox), beside page-objects.ts:
// the one place to adapt when the real site's shapes differ.

export const inboxPaths = {
  messaging: '/messaging/',
  conversations: (mailbox: 'INBOX' | 'SALES', start: number, count: number) =>
    `/voyager/api/voyagerMessagingDashConversations?mailbox=${mailbox}&start=${start}&count=${count}`,
  messages: (conversationId: string) =>
    `/voyager/api/voyagerMessagingDashConversations/${encodeURIComponent(conversationId)}/messages`,
} as const;

export interface InboxConversationsPage {
  paging?: { total?: number };
  elements?: {
    conversationId?: string;
    category?: 'PRIMARY_INBOX' | 'INMAIL' | 'SALES_NAVIGATOR' | 'SPONSORED';
    subject?: string | null;
    isSponsored?: boolean;
    isLinkedinOffer?: boolean;
    lastActivityAt?: number;
    unreadCount?: number;
    participants?: {
      entityUrn?: string;
      publicIdentifier?: string;
      firstName?: string;
      lastName?: string;
      headline?: string;
      profilePicture?: { displayImageUrl?: string } | null;
    }[];
  }[];
}

export interface InboxMessagesPage {
  elements?: {
    messageId?: string;
    deliveredAt?: number;
    body?: { text?: string };
    subject?: string | null;
    direction?: 'OUTGOING' | 'INCOMING';
    sender?: { name?: string; picture?: string };
    attachments?: { name?: string; mediaType?: string | null; byteSize?: number; sha256?: string }[];
  }[];
}
