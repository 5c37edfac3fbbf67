import { describe, expect, it } from 'vitest';
import {
  inboxCountKeyOf,
  inboxViewsOf,
  ZBulkModifyRequest,
  ZConversationListQuery,
  ZInboxSendRequest,
} from './conversations.ts';

describe('inbox lists a conversation belongs to (spec 3 §3 filters)', () => {
  const base = { folder: 'inbox' as const, source: 'linkedin' as const, unreadCount: 0 };
  it('an inbox conversation is in all, plus unread, its source and its marks', () => {
    expect(inboxViewsOf(base)).toEqual(['all']);
    expect(inboxViewsOf({ ...base, unreadCount: 2, source: 'inmail', tagged: true, replied: true })).toEqual([
      'all',
      'unread',
      'inmail',
      'tagged',
      'replies',
    ]);
    expect(inboxViewsOf({ ...base, source: 'sales-navigator' })).toEqual(['all', 'sales navigator']);
  });
  it('archived ones are only in archived; deleted ones in none', () => {
    expect(inboxViewsOf({ ...base, folder: 'archived', unreadCount: 3 })).toEqual(['archived']);
    expect(inboxViewsOf({ ...base, folder: 'deleted', unreadCount: 3 })).toEqual([]);
  });
  it('archive and archived read the same count', () => {
    expect(inboxCountKeyOf('archive')).toBe('archived');
    expect(inboxCountKeyOf('sales navigator')).toBe('sales navigator');
  });
});

describe('inbox requests', () => {
  it('lists default to all, 20 a page; unknown filters are refused', () => {
    expect(ZConversationListQuery.parse({})).toMatchObject({ filters: 'all', perPage: 20 });
    expect(ZConversationListQuery.safeParse({ filters: 'spam' }).success).toBe(false);
    expect(ZConversationListQuery.safeParse({ perPage: '101' }).success).toBe(false);
  });
  it('a send needs text or a file, at most 8000 characters', () => {
    expect(ZInboxSendRequest.safeParse({ conversationId: 'c', message: ' ' }).success).toBe(false);
    expect(
      ZInboxSendRequest.safeParse({
        conversationId: 'c',
        message: '',
        attachments: [{ key: 'k', name: 'a.pdf', byteSize: 1 }],
      }).success,
    ).toBe(true);
    expect(
      ZInboxSendRequest.safeParse({ conversationId: 'c', message: 'x'.repeat(8001) }).error?.issues[0]
        .message,
    ).toBe('Message cannot be longer than 8000 characters');
  });
  it('bulk actions take 1 to 100 conversations and the spec actions only', () => {
    expect(ZBulkModifyRequest.safeParse({ conversationIds: [], action: 'archive' }).success).toBe(false);
    expect(ZBulkModifyRequest.safeParse({ conversationIds: ['a'], action: 'star' }).success).toBe(false);
    expect(ZBulkModifyRequest.safeParse({ conversationIds: ['a'], action: 'markUnread' }).success).toBe(true);
  });
});
