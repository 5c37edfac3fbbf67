import type {
  ZConversationListResponse,
  ZConversationMessagesResponse,
  ZConversationResponse,
  ZInboxOwnersResponse,
  ZInboxSendResponse,
} from '@outreach/shared/schemas/conversations';
import type { inboxFilters } from '@outreach/shared/schemas/inbox';
import type * as z from 'zod';
import { api } from '../../api/apiClient.ts';

export type Conversation = z.output<typeof ZConversationResponse>;
export type ConversationList = z.output<typeof ZConversationListResponse>;
export type ConversationMessages = z.output<typeof ZConversationMessagesResponse>;
export type InboxOwners = z.output<typeof ZInboxOwnersResponse>;
export type InboxFilter = (typeof inboxFilters)[number];
export type InboxAction = 'markRead' | 'markUnread' | 'archive' | 'unarchive' | 'delete';

export const inboxKeys = {
  inboxes: '/conversations/inboxes',
  list: (q: URLSearchParams) => `/conversations?${q}`,
  /** The Sales Navigator inbox's own list (spec 3 §7: query, createdBefore). */
  snList: (q: URLSearchParams) => `/conversations/sn-conversations?${q}`,
  messages: (id: string, userId?: string, salesNavigator = false) =>
    `/conversations/${encodeURIComponent(id)}/${salesNavigator ? 'sn-messages' : 'messages'}${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`,
};

export const inboxApi = {
  sync: () => api.post<ConversationList['sync']>('/conversations/sync'),
  send: (body: {
    conversationId: string;
    message: string;
    clientId: string;
    attachments?: { key: string; name: string; mediaType?: string; byteSize: number }[];
    /** A Sales Navigator thread: a text reply goes through the Sales Navigator inbox's call. */
    salesNavigator?: boolean;
  }) => {
    const { salesNavigator, ...send } = body;
    if (salesNavigator && !send.attachments?.length)
      return api.post<z.output<typeof ZInboxSendResponse>>(
        `/conversations/${encodeURIComponent(send.conversationId)}/send-sn-message`,
        { message: send.message, clientId: send.clientId },
      );
    // With files, the spec's own call (spec 3 §7): the conversation in the path.
    if (send.attachments?.length) {
      const { conversationId, ...rest } = send;
      return api.post<z.output<typeof ZInboxSendResponse>>(
        `/conversations/${encodeURIComponent(conversationId)}/message-with-attachment`,
        rest,
      );
    }
    return api.post<z.output<typeof ZInboxSendResponse>>('/conversations/messages', send);
  },
  modify: (conversationIds: string[], action: InboxAction) =>
    api.post<{ modified: number }>('/conversations/modify', { conversationIds, action }),
};
