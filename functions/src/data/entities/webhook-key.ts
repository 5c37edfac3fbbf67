import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * The integration API's per-user key (spec 4 `webhook_key`), found by the SHA-256 of the key so a
 * table read does not leak a usable key. Regenerating deletes the old row: an old key then answers 401.
 */
export const WebhookKeyEntity = tableEntity(
  new Entity({
    model: { entity: 'webhookKey', version: '1', service: 'outreach' },
    attributes: {
      keyHash: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      teamId: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['keyHash'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

/** The user's current key: its hash (to revoke it) and the key encrypted (to show it to its owner). */
export const UserWebhookKeyEntity = tableEntity(
  new Entity({
    model: { entity: 'userWebhookKey', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      keyHash: { type: 'string', required: true },
      keyCipher: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
