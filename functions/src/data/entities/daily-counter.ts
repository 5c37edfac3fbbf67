import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Actions of one LinkedIn account on one local day per limit key (`dailyCounterKey`). Incremented
 * with the condition `count < limit` in the same transaction that creates the bot action.
 */
export const DailyCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'dailyCounter', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      limitKey: { type: 'string', required: true },
      count: { type: 'number' },
      ttl: { type: 'number' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['day', 'limitKey'] },
      },
    },
  }),
);
