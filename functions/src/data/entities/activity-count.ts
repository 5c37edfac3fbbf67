import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * How many activities of one kind a team (`scope` 'team') or one campaign (`scope` its id) had in
 * one time bucket: all time (`a`), a UTC month (`m2026-11`), a UTC day (`d2026-11-23`) or a quarter
 * hour (`q` + its zero-padded index since the epoch). Added in the transaction that records the
 * activity, so the dashboard and list totals sum a few buckets instead of reading activity: any
 * range of local days in any timezone is whole months, days and quarter hours.
 */
export const ActivityCountEntity = tableEntity(
  new Entity({
    model: { entity: 'activityCount', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      bucket: { type: 'string', required: true },
      kind: { type: 'string', required: true },
      count: { type: 'number' },
    },
    indexes: {
      byScope: {
        pk: { field: 'pk', composite: ['teamId', 'scope'] },
        sk: { field: 'sk', composite: ['bucket', 'kind'] },
      },
    },
  }),
);
