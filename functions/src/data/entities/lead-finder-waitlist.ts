import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** A user's application to the lead finder waitlist (POST /users/apply-se-waitlist), once per user. */
export const LeadFinderWaitlistEntity = tableEntity(
  new Entity({
    model: { entity: 'leadFinderWaitlist', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      teamId: { type: 'string', required: true },
      appliedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
