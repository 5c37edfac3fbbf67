import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * Single-use tokens: email verification, password reset, exchange codes and OAuth state; and the
 * verify-on-the-fly links, good until they expire.
 * Stored by the SHA-256 of the token so a table read does not leak usable links.
 */
export const TokenEntity = tableEntity(
  new Entity({
    model: { entity: 'token', version: '1', service: 'outreach' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      kind: {
        type: [
          'verify-email',
          'reset-password',
          'exchange',
          'oauth-state',
          'change-email',
          'li-verification',
        ] as const,
        required: true,
      },
      userId: { type: 'string' },
      data: { type: 'any' },
      usedAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['tokenHash'] },
        sk: { field: 'sk', composite: ['kind'] },
      },
    },
  }),
);
