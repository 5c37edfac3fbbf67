import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * The company pages one LinkedIn account administers, as the bot last read them: one item per
 * account, replaced whole by each refresh. `actionId` is the refresh the bot is working on, so a
 * second refresh waits on it instead of adding one.
 */
export const LinkedInCompaniesEntity = tableEntity(
  new Entity({
    model: { entity: 'linkedInCompanies', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      companies: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            entityUrn: { type: 'string', required: true },
            name: { type: 'string', required: true },
            url: { type: 'string', required: true },
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
