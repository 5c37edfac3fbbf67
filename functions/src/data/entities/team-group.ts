import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A group of a team (spec 1 §3: id, name). Members point at it through `membership.groupId`; the
 * group row is read by team (the Groups page, the members filter) and by id within its team.
 */
export const TeamGroupEntity = tableEntity(
  new Entity({
    model: { entity: 'teamGroup', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['groupId'] },
      },
    },
  }),
);
