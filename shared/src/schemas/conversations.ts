// The inbox's calls (spec 3 §3, §7 "Conversations"; spec 4 "Inbox"): list, messages, send, modify, sync.
import * as z from 'zod';
import { inboxMessageMaxLength } from '../constants/outreach.ts';
import { conversationActions, inboxFilters, inboxMessages } from './inbox.ts';
import { ZCursor } from './paging.ts';

/** Where a conversation comes from: LinkedIn messaging, an InMail, or the Sales Navigator inbox. */
export const conversationSources = ['linkedin', 'inmail', 'sales-navigator'] as const;
export type ConversationSource = (typeof conversationSources)[number];

/** Filters with a kept count (spec 3 §3); `archive` and `archived` read the same folder (ours). */
export const inboxCountKeys = [
  'all',
  'unread',
  'archived',
  'inmail',
  'sales navigator',
  'tagged',
  'replies',
] as const;
export type InboxCountKey = (typeof inboxCountKeys)[number];

/** The filter lists a conversation belongs to (so its counts move when it changes). */
export function inboxViewsOf(c: {
  folder: 'inbox' | 'archived' | 'deleted';
  source: ConversationSource;
  unreadCount: number;
  tagged?: boolean;
  replied?: boolean;
}): InboxCountKey[] {
  if (c.folder === 'deleted') return [];
  if (c.folder === 'archived') return ['archived'];
  const v: InboxCountKey[] = ['all'];
  if (c.unreadCount > 0) v.push('unread');
  if (c.source === 'inmail') v.push('inmail');
  if (c.source === 'sales-navigator') v.push('sales navigator');
  if (c.tagged) v.push('tagged');
  if (c.replied) v.push('replies');
  return v;
}

/** The count key a filter reads. */
export function inboxCountKeyOf(filter: (typeof inboxFilters)[number]): InboxCountKey {
  return filter === 'archive' ? 'archived' : filter;
}

const id = z.string().min(1).max(256);

/** GET /conversations (spec 4's `GET /api/v2/conversations?filters=&search=&nextCursor=`). */
export const ZConversationListQuery = z.object({
  // Spec 4's clients send `filters=` (empty) for all.
  filters: z.preprocess((v) => (v === '' ? undefined : v), z.enum(inboxFilters).default('all')),
  search: z.string().max(200).optional(),
  nextCursor: ZCursor,
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  /** A teammate's inbox (only with the team's "enable member inbox"); the caller's own by default. */
  userId: z.string().max(64).optional(),
});
export type TConversationListQuery = z.output<typeof ZConversationListQuery>;

export const ZConversationIdParam = z.object({ id });

/** The client's key for a send: a retried request sends once. */
const ZClientId = z
  .string()
  .max(64)
  .regex(/^[\w-]+$/);

/**
 * GET /conversations/sn-conversations (spec 3 §7: query, createdBefore): the Sales Navigator inbox,
 * newest activity first; `createdBefore` (epoch ms) answers the conversations active strictly before it.
 */
export const ZSnConversationsQuery = z.object({
  query: z.string().max(200).optional(),
  createdBefore: z.coerce.number().int().min(0).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  userId: z.string().max(64).optional(),
});
/** GET /conversations/{id}/sn-messages (spec 3 §7: createdBefore). */
export const ZSnMessagesQuery = z.object({
  createdBefore: z.coerce.number().int().min(0).optional(),
  userId: z.string().max(64).optional(),
});
/** POST /conversations/{id}/send-sn-message (spec 3 §7: message). */
export const ZSendSnMessageRequest = z.object({
  message: z
    .string()
    .max(inboxMessageMaxLength, inboxMessages.tooLong(inboxMessageMaxLength))
    .refine((m) => m.trim() !== '', 'Please enter a message'),
  clientId: ZClientId.optional(),
});
/** GET /conversations/{id}/messages (spec 3 §7: entityUrn, createdBefore). */
export const ZConversationMessagesQuery = z.object({
  createdBefore: z.coerce.number().int().min(0).optional(),
  userId: z.string().max(64).optional(),
  entityUrn: z.string().max(256).optional(),
});

export const ZOutgoingAttachment = z.object({
  /** The upload key from POST /uploads/presign. */
  key: z.string().min(1).max(512),
  name: z.string().min(1).max(255),
  mediaType: z.string().max(128).optional(),
  byteSize: z
    .number()
    .int()
    .min(0)
    .max(10 * 1024 * 1024),
});

/** POST /conversations/messages into an existing conversation (spec 4), with an idempotency key. */
export const ZInboxSendRequest = z
  .object({
    conversationId: id,
    message: z.string().max(inboxMessageMaxLength, inboxMessages.tooLong(inboxMessageMaxLength)),
    attachments: z.array(ZOutgoingAttachment).max(6).optional(),
    clientId: ZClientId.optional(),
    isGroup: z.boolean().optional(),
    objectUrn: z.string().max(256).optional(),
  })
  .refine((v) => v.message.trim() !== '' || (v.attachments?.length ?? 0) > 0, {
    message: 'Please enter a message',
    path: ['message'],
  });
export type TInboxSendRequest = z.output<typeof ZInboxSendRequest>;

/**
 * POST /conversations/{id}/message-with-attachment (spec 3 §7: attachments, message): the same send
 * with the conversation in the path and at least one file (premium, spec 3 §6).
 */
export const ZMessageWithAttachmentRequest = z.object({
  message: z.string().max(inboxMessageMaxLength, inboxMessages.tooLong(inboxMessageMaxLength)).default(''),
  attachments: z.array(ZOutgoingAttachment).min(1, 'Please attach a file').max(6),
  clientId: ZClientId.optional(),
});

/** POST /conversations/modify: the bulk actions (spec 3 §3) over selected conversations. */
export const ZBulkModifyRequest = z.object({
  conversationIds: z.array(id).min(1).max(100),
  action: z.enum(conversationActions),
});

export const ZParticipantResponse = z.object({
  entityUrn: z.string(),
  objectUrn: z.string().nullable(),
  publicId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export const ZConversationResponse = z.object({
  conversationId: z.string(),
  ownerId: z.string(),
  source: z.enum(conversationSources),
  participants: z.array(ZParticipantResponse),
  from: ZParticipantResponse.nullable(),
  isGroup: z.boolean(),
  groupTitle: z.string().nullable(),
  subject: z.string().nullable(),
  isSponsored: z.boolean(),
  isLinkedinOffer: z.boolean(),
  isArchived: z.boolean(),
  lastActivityAt: z.number(),
  content: z.string(),
  unreadCount: z.number(),
});
export const ZConversationListResponse = z.object({
  me: z.object({
    entityUrn: z.string().nullable(),
    objectUrn: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  pagination: z.object({ nextCursor: z.string().nullable() }),
  data: z.array(ZConversationResponse),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
  sync: z.object({
    status: z.enum(['never', 'running', 'done', 'failed']),
    mode: z.enum(['full', 'incremental']).nullable(),
    synced: z.number(),
    finishedAt: z.string().nullable(),
  }),
});
/**
 * GET /conversations/sn-conversations: the inbox list's shape; `pagination.createdBefore` asks for the
 * next page (null at the end), and `nextCursor` carries the same value as text.
 */
export const ZSnConversationsResponse = ZConversationListResponse.extend({
  pagination: z.object({ nextCursor: z.string().nullable(), createdBefore: z.number().nullable() }),
});
export const ZInboxMessageResponse = z.object({
  entityUrn: z.string(),
  messageId: z.string(),
  subtype: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  content: z.object({
    attributedBody: z.object({ text: z.string() }),
    attachments: z.array(
      z.object({
        reference: z.string(),
        mediaType: z.string().nullable(),
        byteSize: z.number(),
        name: z.string(),
      }),
    ),
    subject: z.string().nullable(),
  }),
  createdAt: z.number(),
  recalledAt: z.number().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export const ZConversationMessagesResponse = z.object({
  conversation: ZConversationResponse,
  messages: z.array(ZInboxMessageResponse),
  /** Sends the bot has not done yet (shown as "Sending…"). */
  pending: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      createdAt: z.number(),
      status: z.enum(['queued', 'failed']),
    }),
  ),
  hasMore: z.boolean(),
});
export const ZInboxSendResponse = z.object({ id: z.string(), status: z.enum(['queued', 'sent', 'failed']) });
export const ZBulkModifyResponse = z.object({ modified: z.number() });
export const ZInboxSyncResponse = ZConversationListResponse.shape.sync;

/**
 * GET /conversations/inboxes: whose inboxes the caller may open (spec 1 §7 "enable member inbox"):
 * their own first, then, when the team's toggle is on, each teammate's by name.
 */
export const ZInboxOwnersResponse = z.object({
  memberInbox: z.boolean(),
  inboxes: z.array(z.object({ userId: z.string(), name: z.string(), isMe: z.boolean() })),
});
