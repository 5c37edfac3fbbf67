import { Entity } from 'electrodb';

/**
 * LOCAL ONLY: what the recording social channel "published" to X, Facebook or Instagram while their
 * sandboxes do not exist (adapters/local/recording-social-channel.ts). Never written in AWS.
 */
export const ChannelPostEntity = new Entity({
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
});
