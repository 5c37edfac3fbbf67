import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A team's tag (spec 3 §3). Ids are small numbers, as the spec's API has them, taken from the team's
 * `tagSeq` counter. `leadsCount` and `connectionsCount` move in the same transaction as the lead or
 * connection rows that gain or lose the tag, so they are never counted by reading rows.
 */
export const TagEntity = tableEntity(
  new Entity({
    model: { entity: 'tag', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      tagId: { type: 'number', required: true },
      tag: { type: 'string', required: true },
      color: { type: 'string' },
      leadsCount: { type: 'number', default: 0 },
      connectionsCount: { type: 'number', default: 0 },
      createdBy: { type: 'string' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['tagId'] },
      },
    },
  }),
);
