import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * An invitation to a team (spec 1 §3, spec 2 §3). `inviteId` (the `id` of the calls) and `inviteKey`
 * (the link's secret) are random, not time-ordered: knowing one is what lets a signed-in user read,
 * accept or reject it. Read by team (the Invited tab), by key (the link), by id and by email (the
 * "Team invitation received" modal).
 */
export const TeamInviteEntity = tableEntity(
  new Entity({
    model: { entity: 'teamInvite', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      inviteId: { type: 'string', required: true },
      inviteKey: { type: 'string', required: true },
      email: { type: 'string', required: true },
      name: { type: 'string', required: true },
      role: { type: ['owner', 'admin', 'member'] as const, required: true },
      status: { type: ['pending', 'rejected', 'active'] as const, required: true },
      invitedBy: { type: 'string', required: true },
      clickedAt: { type: 'number' },
      acceptedBy: { type: 'string' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['inviteId'] },
      },
      byKey: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['inviteKey'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
      byId: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['inviteId'] },
        sk: { field: 'gsi2sk', composite: [] },
      },
      byEmail: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['email'] },
        sk: { field: 'gsi3sk', composite: ['createdAt'] },
      },
    },
  }),
);
