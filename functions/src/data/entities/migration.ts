import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * One data migration that has run to the end on this table (`functions/src/domain/maintenance/
 * migrations.ts`): its id and when it finished. A migration without this row runs again at the next
 * start or deploy, so each one is written to be safely re-run from the beginning.
 */
export const MigrationEntity = tableEntity(
  new Entity({
    model: { entity: 'migration', version: '1', service: 'outreach' },
    attributes: {
      migrationId: { type: 'string', required: true },
      finishedAt: { type: 'number', required: true },
      /** Rows the migration rewrote. */
      rows: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['migrationId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
