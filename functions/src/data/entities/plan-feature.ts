import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Per-plan feature overrides. The plan→feature table itself lives in shared/ (one copy for API and SPA);
 * a row here switches one feature on or off for one plan without a deploy.
 */
export const PlanFeatureEntity = tableEntity(
  new Entity({
    model: { entity: 'planFeature', version: '1', service: 'outreach' },
    attributes: {
      plan: { type: 'string', required: true },
      uniqueKey: { type: 'string', required: true },
      enabled: { type: 'boolean', required: true },
      minSeats: { type: 'number' },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byPlan: {
        pk: { field: 'pk', composite: ['plan'] },
        sk: { field: 'sk', composite: ['uniqueKey'] },
      },
    },
  }),
);
