import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * RETIRED: what the former recording social channel "published" locally before the X and Meta
 * sandboxes existed. Nothing writes it any more; kept so old local tables still read.
 */
export const ChannelPostEntity = tableEntity(
  new Entity({
    model: { entity: 'channelPost', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      externalId: { type: 'string', required: true },
      postId: { type: 'string', required: true },
      network: { type: 'string', required: true },
      text: { type: 'string', required: true },
      media: { type: 'any' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['externalId'] },
      },
    },
  }),
);
