import { postStatuses } from '@outreach/shared/rules/outreach/posts';
import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A social post of a team member (spec 3 §3), published at `scheduledAt` to its networks.
 * `results` holds each network's outcome ({ status, errorCode, externalId }).
 */
export const PostEntity = tableEntity(
  new Entity({
    model: { entity: 'post', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      postId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      content: { type: 'string', required: true },
      postTypes: { type: 'any' },
      attachments: { type: 'any' },
      networks: { type: 'any', required: true },
      audience: { type: 'any' },
      scheduledAt: { type: 'number', required: true },
      status: { type: postStatuses, required: true },
      /** Status before archiving, so the list can still say what happened. */
      results: { type: 'any' },
      errorCode: { type: 'string' },
      publishedAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['postId'] },
      },
    },
  }),
);
