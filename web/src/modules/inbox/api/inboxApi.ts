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
  messages: (id: string, userId?: string) =>
    `/conversations/${encodeURIComponent(id)}/messages${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`,
};

export const inboxApi = {
  sync: () => api.post<ConversationList['sync']>('/conversations/sync'),
  send: (body: {
    conversationId: string;
    message: string;
    clientId: string;
    attachments?: { key: string; name: string; mediaType?: string; byteSize: number }[];
  }) => {
    // With files, the spec's own call (spec 3 §7): the conversation in the path.
    if (body.attachments?.length) {
      const { conversationId, ...rest } = body;
      return api.post<z.output<typeof ZInboxSendResponse>>(
        `/conversations/${encodeURIComponent(conversationId)}/message-with-attachment`,
        rest,
      );
    }
    return api.post<z.output<typeof ZInboxSendResponse>>('/conversations/messages', body);
  },
  modify: (conversationIds: string[], action: InboxAction) =>
    api.post<{ modified: number }>('/conversations/modify', { conversationIds, action }),
};
