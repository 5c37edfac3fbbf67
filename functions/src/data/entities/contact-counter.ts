import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Kept counts of the CRM, per team and owner (`scope` = a user id, or `team`): `tagSeq` (the last tag
 * id given), `leadsExcluded`, `connections`, `connectionsExcluded`, … Moved with the writes that change
 * them, read for list totals instead of counting rows.
 */
export const ContactCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'contactCounter', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      name: { type: 'string', required: true },
      count: { type: 'number', default: 0 },
    },
    indexes: {
      byScope: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['scope', 'name'] },
      },
    },
  }),
);
