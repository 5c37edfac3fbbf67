import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A LinkedIn invitation of one member's account (spec 3 §3): sent or received, synced by the bot;
 * `tab` is the list it shows in (sent, received, withdrawn; `done` once accepted or answered).
 * `byTab` lists a tab newest first, `byTabName` by name (the withdrawn tab's sort, spec 3 §9).
 */
export const InvitationEntity = tableEntity(
  new Entity({
    model: { entity: 'invitation', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      invitationId: { type: 'string', required: true },
      direction: { type: ['SENT', 'RECEIVED'] as const, required: true },
      tab: { type: ['sent', 'received', 'withdrawn', 'done'] as const, required: true },
      person: { type: 'any' },
      sortName: { type: 'string', required: true },
      message: { type: 'string' },
      sentTime: { type: 'number', required: true },
      /** WITHDRAW, ACCEPT or REJECT while queued for the bot's next batch; '' otherwise. */
      pendingAction: { type: 'string', default: '' },
      result: { type: 'string' },
      seenAt: { type: 'number' },
      version: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['invitationId'] },
      },
      byTab: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['teamId', 'userId', 'tab'] },
        sk: { field: 'gsi1sk', composite: ['sentTime', 'invitationId'] },
      },
      byTabName: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['teamId', 'userId', 'tab'] },
        sk: { field: 'gsi2sk', composite: ['sortName', 'invitationId'] },
      },
    },
  }),
);

/** The invitations sync of one member's account. */
export const InvitationSyncEntity = tableEntity(
  new Entity({
    model: { entity: 'invitationSync', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      status: { type: ['running', 'done', 'failed'] as const, required: true },
      actionId: { type: 'string' },
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
