import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A conversation of one member's LinkedIn account (spec 3 §3): LinkedIn messaging, an InMail or a
 * Sales Navigator thread, synced by the bot; folder (inbox, archived, deleted) and read state are
 * ours. One index per list the inbox answers, each newest activity first:
 * `byFolder` (all, archived), `bySource` (inmail, sales navigator; per folder), `byReadState` (unread).
 * `version` guards every write, so the kept counts move exactly once per change.
 */
export const ConversationEntity = tableEntity(
  new Entity({
    model: { entity: 'conversation', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      source: { type: ['linkedin', 'inmail', 'sales-navigator'] as const, required: true },
      folder: { type: ['inbox', 'archived', 'deleted'] as const, required: true },
      /** `${folder}:${source}`, the bySource partition. */
      sourceFolder: { type: 'string', required: true },
      /** `unread` or `read` in the inbox folder, else the folder: the byReadState partition. */
      readState: { type: 'string', required: true },
      participants: { type: 'any' },
      isGroup: { type: 'boolean', default: false },
      groupTitle: { type: 'string' },
      subject: { type: 'string' },
      isSponsored: { type: 'boolean', default: false },
      isLinkedinOffer: { type: 'boolean', default: false },
      lastActivityAt: { type: 'number', required: true },
      content: { type: 'string' },
      unreadCount: { type: 'number', default: 0 },
      tagged: { type: 'boolean', default: false },
      replied: { type: 'boolean', default: false },
      /** Lowercased participant names and subject, for search. */
      searchText: { type: 'string' },
      deletedAt: { type: 'number' },
      version: { type: 'number', required: true },
      syncedAt: { type: 'number' },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['conversationId'] },
      },
      byFolder: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['teamId', 'userId', 'folder'] },
        sk: { field: 'gsi1sk', composite: ['lastActivityAt', 'conversationId'] },
      },
      bySource: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['teamId', 'userId', 'sourceFolder'] },
        sk: { field: 'gsi2sk', composite: ['lastActivityAt', 'conversationId'] },
      },
      byReadState: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['teamId', 'userId', 'readState'] },
        sk: { field: 'gsi3sk', composite: ['lastActivityAt', 'conversationId'] },
      },
    },
  }),
);

/** A message of a conversation, keyed by LinkedIn's message id so sync and send never write it twice. */
export const InboxMessageEntity = tableEntity(
  new Entity({
    model: { entity: 'inboxMessage', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
      messageId: { type: 'string', required: true },
      direction: { type: ['in', 'out'] as const, required: true },
      senderName: { type: 'string' },
      senderImage: { type: 'string' },
      text: { type: 'string' },
      subject: { type: 'string' },
      attachments: { type: 'any' },
      createdAt: { type: 'number', required: true },
      recalledAt: { type: 'number' },
    },
    indexes: {
      byConversation: {
        pk: { field: 'pk', composite: ['teamId', 'userId', 'conversationId'] },
        sk: { field: 'sk', composite: ['createdAt', 'messageId'] },
      },
    },
  }),
);

/** The inbox sync of one member's account: the first is full, then incremental from `newestAt`. */
export const InboxSyncEntity = tableEntity(
  new Entity({
    model: { entity: 'inboxSync', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      status: { type: ['running', 'done', 'failed'] as const, required: true },
      mode: { type: ['full', 'incremental'] as const, required: true },
      actionId: { type: 'string' },
      synced: { type: 'number', default: 0 },
      newestAt: { type: 'number' },
      fullDoneAt: { type: 'number' },
      startedAt: { type: 'number', required: true },
      finishedAt: { type: 'number' },
      error: { type: 'string' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

/**
 * The search index of one member's inbox: a row per word of a conversation's participant names,
 * subject and group title, and per whole name and subject, so a search reads the conversations whose
 * words begin with the needle (a key range) instead of walking the inbox. Rows are put with the
 * conversation's write; a word that no longer fits is ignored at read (the row is checked).
 */
export const ConversationTermEntity = tableEntity(
  new Entity({
    model: { entity: 'conversationTerm', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      term: { type: 'string', required: true },
      conversationId: { type: 'string', required: true },
    },
    indexes: {
      byTerm: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['term', 'conversationId'] },
      },
    },
  }),
);
