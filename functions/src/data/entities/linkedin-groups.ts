import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * The groups one LinkedIn account belongs to, as the bot last read them off "My groups": one item per
 * account (LinkedIn caps membership at 100 groups), replaced whole by each refresh.
 * `actionId` is the refresh the bot is working on, so a second refresh waits on it instead of adding one.
 */
export const LinkedInGroupsEntity = tableEntity(
  new Entity({
    model: { entity: 'linkedInGroups', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      groups: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            name: { type: 'string', required: true },
            url: { type: 'string', required: true },
            membersCount: { type: 'number' },
          },
        },
      },
      refreshedAt: { type: 'number' },
      actionId: { type: 'string' },
      requestedAt: { type: 'number' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
