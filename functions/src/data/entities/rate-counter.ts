import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** Fixed-window counters for throttling (sign-in attempts per email and per IP). */
export const RateCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'rateCounter', version: '1', service: 'outreach' },
    attributes: {
      key: { type: 'string', required: true },
      window: { type: 'string', required: true },
      count: { type: 'number', default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['key'] },
        sk: { field: 'sk', composite: ['window'] },
      },
    },
  }),
);
