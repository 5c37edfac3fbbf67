import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Invitations of one sender per hour bucket (`inviteBucketKey`): the rolling week of the weekly
 * invite cap is the sum of the last 169 buckets, read with one query (never a scan).
 */
export const InviteCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'inviteCounter', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      bucket: { type: 'string', required: true },
      count: { type: 'number' },
      ttl: { type: 'number' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['bucket'] },
      },
    },
  }),
);
