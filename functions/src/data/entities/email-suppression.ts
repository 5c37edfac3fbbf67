import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * The team's suppression list: addresses that unsubscribed (or hard-bounced) are never sent to
 * again by any campaign of the team. Keyed by the lower-cased address, so a check is one read.
 */
export const EmailSuppressionEntity = tableEntity(
  new Entity({
    model: { entity: 'emailSuppression', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      reason: { type: ['unsubscribed', 'bounced'] as const, required: true },
      /** The user whose campaign email it came from (the unsubscribed-emails CSV lists a user's). */
      userId: { type: 'string' },
      campaignId: { type: 'string' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['email'] },
      },
    },
  }),
);
