import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

export const contactSyncStatuses = ['running', 'done', 'failed'] as const;

/**
 * The connections sync of one member's account: the first full sync's progress (`synced` of
 * `total`), then the incremental syncs' watermark (`newestAt`, the latest connection time seen).
 */
export const ContactSyncEntity = tableEntity(
  new Entity({
    model: { entity: 'contactSync', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      status: { type: contactSyncStatuses, required: true },
      mode: { type: ['full', 'incremental'] as const, required: true },
      actionId: { type: 'string' },
      synced: { type: 'number', default: 0 },
      total: { type: 'number' },
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
