import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * What LinkedIn's typeahead answered one account for one filter type and prompt (GET
 * /search/autocomplete), kept a week so repeated prompts do not send the bot again. `ttl` (epoch
 * seconds) lets DynamoDB drop it afterwards.
 */
export const TypeaheadCacheEntity = tableEntity(
  new Entity({
    model: { entity: 'typeaheadCache', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      kind: { type: 'string', required: true },
      prompt: { type: 'string', required: true },
      results: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            name: { type: 'string', required: true },
            subtitle: { type: 'string' },
          },
        },
      },
      fetchedAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byPrompt: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['kind', 'prompt'] },
      },
    },
  }),
);
