import type { RouteSpec } from '../route-def.ts';
import {
  ZBulkModifyRequest,
  ZBulkModifyResponse,
  ZConversationIdParam,
  ZConversationListQuery,
  ZConversationListResponse,
  ZConversationMessagesQuery,
  ZConversationMessagesResponse,
  ZInboxOwnersResponse,
  ZInboxSendRequest,
  ZInboxSendResponse,
  ZInboxSyncResponse,
  ZMessageWithAttachmentRequest,
  ZSendSnMessageRequest,
  ZSnConversationsQuery,
  ZSnConversationsResponse,
  ZSnMessagesQuery,
} from '../schemas/conversations.ts';
import { ZModifyConversationRequest } from '../schemas/inbox.ts';

/** The unified inbox (spec 3 §3, §7 "Conversations"; spec 4 "Inbox"), synced from LinkedIn by the bot. */
export const conversationsRoutes = {
  'GET /conversations': {
    handler: 'conversations/list-conversations',
    auth: 'user',
    query: ZConversationListQuery,
    response: ZConversationListResponse,
  },
  'GET /conversations/sync': {
    handler: 'conversations/get-inbox-sync',
    auth: 'user',
    response: ZInboxSyncResponse,
  },
  'POST /conversations/sync': {
    handler: 'conversations/request-inbox-sync',
    auth: 'user',
    response: ZInboxSyncResponse,
  },
  'GET /conversations/{id}/messages': {
    handler: 'conversations/list-conversation-messages',
    auth: 'user',
    params: ZConversationIdParam,
    query: ZConversationMessagesQuery,
    response: ZConversationMessagesResponse,
  },
  'POST /conversations/messages': {
    handler: 'conversations/send-conversation-message',
    auth: 'user',
    body: ZInboxSendRequest,
    response: ZInboxSendResponse,
  },
  'POST /conversations/{id}/message-with-attachment': {
    handler: 'conversations/send-message-with-attachment',
    auth: 'user',
    params: ZConversationIdParam,
    body: ZMessageWithAttachmentRequest,
    response: ZInboxSendResponse,
  },
  // The Sales Navigator inbox (spec 3 §7; premium salesNavigatorInbox): its conversations, a thread's
  // messages and a reply, over the same synced threads as the unified inbox.
  'GET /conversations/sn-conversations': {
    handler: 'conversations/list-sn-conversations',
    auth: 'user',
    query: ZSnConversationsQuery,
    response: ZSnConversationsResponse,
  },
  'GET /conversations/{id}/sn-messages': {
    handler: 'conversations/list-sn-messages',
    auth: 'user',
    params: ZConversationIdParam,
    query: ZSnMessagesQuery,
    response: ZConversationMessagesResponse,
  },
  'POST /conversations/{id}/send-sn-message': {
    handler: 'conversations/send-sn-message',
    auth: 'user',
    params: ZConversationIdParam,
    body: ZSendSnMessageRequest,
    response: ZInboxSendResponse,
  },
  'POST /conversations/{id}/modify': {
    handler: 'conversations/modify-conversation',
    auth: 'user',
    params: ZConversationIdParam,
    body: ZModifyConversationRequest,
    response: ZBulkModifyResponse,
  },
  'POST /conversations/modify': {
    handler: 'conversations/modify-conversations',
    auth: 'user',
    body: ZBulkModifyRequest,
    response: ZBulkModifyResponse,
  },
  'GET /conversations/inboxes': {
    handler: 'conversations/list-inboxes',
    auth: 'user',
    response: ZInboxOwnersResponse,
  },
} as const satisfies Record<string, RouteSpec>;
