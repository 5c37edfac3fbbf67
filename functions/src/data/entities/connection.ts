import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A first-degree LinkedIn connection of one member's account (spec 3 §3, §7), synced from LinkedIn
 * by the bot; tags, notes and exclusion are ours. Keyed by the owner and the public id, so a sync
 * writes each person once; `byConnectedAt` lists them newest first (the spec's sort default).
 */
export const ConnectionEntity = tableEntity(
  new Entity({
    model: { entity: 'connection', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      publicId: { type: 'string', required: true },
      memberUrn: { type: 'string' },
      entityUrn: { type: 'string', required: true },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      headline: { type: 'string' },
      title: { type: 'string' },
      company: { type: 'string' },
      location: { type: 'string' },
      industry: { type: 'string' },
      picture: { type: 'string' },
      connectedAt: { type: 'number', required: true },
      tags: { type: 'list', items: { type: 'number' } },
      notes: { type: 'string' },
      isExcluded: { type: 'boolean', default: false },
      syncedAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['publicId'] },
      },
      byConnectedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['teamId', 'userId'] },
        sk: { field: 'gsi1sk', composite: ['connectedAt', 'publicId'] },
      },
    },
  }),
);
