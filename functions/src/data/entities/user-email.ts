import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Uniqueness guard for emails: written in the same transaction as the user, with a condition that it
 * does not exist, so two sign-ups racing on one address cannot both succeed.
 */
export const UserEmailEntity = tableEntity(
  new Entity({
    model: { entity: 'userEmail', version: '1', service: 'outreach' },
    attributes: {
      email: { type: 'string', required: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['email'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
