import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A campaign lead whose X step waits for its owner's X account (not connected, or broken since X
 * refused the grant). Reconnecting the account runs these leads at once (domain/twitter/wake-x-leads.ts)
 * instead of at their hourly look; the row goes when they are woken.
 */
export const XAccountWaitEntity = tableEntity(
  new Entity({
    model: { entity: 'xAccountWait', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      /** The campaign owner, whose X account the step needs. */
      userId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      leadId: { type: 'string', required: true },
      /** The step and attempt the lead was left scheduled on (woken only if it still is). */
      stepIndex: { type: 'number', required: true },
      attempt: { type: 'number', required: true },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['campaignId', 'leadId'] },
      },
    },
  }),
);
