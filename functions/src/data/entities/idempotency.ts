import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** Records a side effect that leaves the system (mail, LinkedIn action, charge) by its idempotency key. */
export const IdempotencyEntity = tableEntity(
  new Entity({
    model: { entity: 'idempotency', version: '1', service: 'outreach' },
    attributes: {
      key: { type: 'string', required: true },
      status: { type: ['in-progress', 'done'] as const, required: true },
      result: { type: 'any' },
      createdAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['key'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
