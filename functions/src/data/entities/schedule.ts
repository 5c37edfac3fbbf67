import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

export const scheduleStates = ['pending', 'fired', 'done'] as const;

/**
 * The local Scheduler adapter's one-time schedules (EventBridge Scheduler's stand-in). Read by
 * name, and by state and due time through `due`; never scanned. `fired` = sent to the queue,
 * `done` = the consumer acknowledged it; fired-but-not-done ones are re-sent after a restart.
 * Keyed by schedule name (an opaque hash), not a team: this is infrastructure, not tenant data.
 */
export const ScheduleEntity = tableEntity(
  new Entity({
    model: { entity: 'schedule', version: '1', service: 'outreach' },
    attributes: {
      name: { type: 'string', required: true },
      at: { type: 'number', required: true },
      queue: { type: 'string', required: true },
      body: { type: 'any' },
      state: { type: scheduleStates, required: true },
      firedAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['name'] },
        sk: { field: 'sk', composite: [] },
      },
      due: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['state'] },
        sk: { field: 'gsi1sk', composite: ['at', 'name'] },
      },
    },
  }),
);
