import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** A user's place in a team. Read by team (members list) and by user (which teams am I in). */
export const MembershipEntity = tableEntity(
  new Entity({
    model: { entity: 'membership', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      memberId: { type: 'string', required: true },
      role: { type: ['owner', 'admin', 'member'] as const, required: true, default: 'member' },
      groupId: { type: 'string' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['teamId'] },
      },
    },
  }),
);
