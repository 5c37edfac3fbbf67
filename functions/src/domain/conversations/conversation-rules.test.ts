import { describe, expect, it } from 'vitest';
import {
  type ConversationRow,
  countDeltas,
  derived,
  matchesSearch,
  searchTermsOf,
} from './conversation-row.ts';
import { applyConversationAction } from './modify-conversations.ts';

const row = (o: Partial<ConversationRow> = {}): ConversationRow =>
  ({
    teamId: 't',
    userId: 'u',
    conversationId: 'c',
    source: 'linkedin',
    folder: 'inbox',
    sourceFolder: 'inbox:linkedin',
    readState: 'read',
    lastActivityAt: 1,
    unreadCount: 0,
    version: 1,
    updatedAt: 1,
    ...o,
  }) as ConversationRow;

describe('inbox actions (spec 3 §4)', () => {
  it('mark-unread sets the unread count to 1; read clears it', () => {
    expect(applyConversationAction(row(), 'markUnread', 5)?.unreadCount).toBe(1);
    expect(applyConversationAction(row({ unreadCount: 3 }), 'markRead', 5)?.unreadCount).toBe(0);
    expect(applyConversationAction(row(), 'markRead', 5)).toBeNull();
  });
  it('archive, unarchive and delete move folders; repeats and deleted ones change nothing', () => {
    expect(applyConversationAction(row(), 'archive', 5)?.folder).toBe('archived');
    expect(applyConversationAction(row({ folder: 'archived' }), 'archive', 5)).toBeNull();
    expect(applyConversationAction(row({ folder: 'archived' }), 'unarchive', 5)?.folder).toBe('inbox');
    expect(applyConversationAction(row(), 'delete', 5)).toMatchObject({ folder: 'deleted', deletedAt: 5 });
    expect(applyConversationAction(row({ folder: 'deleted' }), 'unarchive', 5)).toBeNull();
  });
});

describe('kept counts move by the lists a change enters and leaves', () => {
  it('a new unread InMail adds to all, unread and inmail', () => {
    expect(countDeltas(undefined, row({ source: 'inmail', unreadCount: 1 }))).toEqual([
      { k: 'all', d: 1 },
      { k: 'unread', d: 1 },
      { k: 'inmail', d: 1 },
    ]);
  });
  it('archiving an unread one moves it from all and unread to archived; an unchanged write moves nothing', () => {
    const before = row({ unreadCount: 1 });
    const after = applyConversationAction(before, 'archive', 5)!;
    expect(countDeltas(before, after)).toEqual([
      { k: 'all', d: -1 },
      { k: 'unread', d: -1 },
      { k: 'archived', d: 1 },
    ]);
    expect(countDeltas(before, before)).toEqual([]);
  });
});

describe('inbox search terms', () => {
  const person = (firstName: string, lastName: string) => ({
    entityUrn: 'urn:li:fsd_profile:x',
    objectUrn: null,
    publicId: null,
    firstName,
    lastName,
    headline: null,
    imageUrl: null,
  });

  it('keeps every word and each whole name and subject, lowercased, once', () => {
    expect(
      searchTermsOf({
        participants: [person('Ada', 'Lovelace'), person('Ada', 'King')],
        subject: 'Quick  question',
      }),
    ).toEqual(['ada', 'lovelace', 'king', 'quick', 'question', 'ada lovelace', 'ada king', 'quick question']);
    expect(searchTermsOf({ participants: [] })).toEqual([]);
  });

  it('matches a needle at the start of a word or run of words, never inside one', () => {
    const text = derived({ ...row(), participants: [person('Ada', 'Lovelace')] }).searchText;
    for (const needle of ['ada', 'love', 'ada lov', 'lovelace'])
      expect(matchesSearch(text, needle), needle).toBe(true);
    for (const needle of ['velace', 'da', 'lovelace ada'])
      expect(matchesSearch(text, needle), needle).toBe(false);
  });

  it('every term the index keeps finds its conversation again (the index never promises what the check refuses)', () => {
    const c = {
      participants: [person('Jean-Luc', 'Picard'), person('Ümit', 'Öz')],
      groupTitle: 'Bridge crew',
    };
    const text = derived({ ...row(), ...c }).searchText;
    for (const term of searchTermsOf(c)) expect(matchesSearch(text, term), term).toBe(true);
  });
});
