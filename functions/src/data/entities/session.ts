import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A signed-in session. Access tokens carry its id and are checked against it on every request,
 * so revoking (logout, password change) stops them at once; the refresh secret is stored hashed.
 */
export const SessionEntity = tableEntity(
  new Entity({
    model: { entity: 'session', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      refreshHash: { type: 'string', required: true },
      /**
       * Refresh rotation that survives lost answers: the secret the current one replaced (valid until a
       * child of it is used) and the other children issued from it meanwhile (parallel tabs, retries).
       */
      parentRefreshHash: { type: 'string' },
      siblingRefreshHashes: { type: 'list', items: { type: 'string' } },
      /** The user this session acts as when an admin impersonates (spec 1 §4). */
      actingUserId: { type: 'string' },
      actingTeamId: { type: 'string' },
      previousSessionId: { type: 'string' },
      revokedAt: { type: 'number' },
      userAgent: { type: 'string' },
      ip: { type: 'string' },
      createdAt: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['sessionId'] },
      },
    },
  }),
);
