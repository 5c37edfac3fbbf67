import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * An open WebSocket of the realtime channel, written by $connect and deleted by $disconnect. Keyed by
 * the connection (what $disconnect knows) and indexed by the real user (whom a push targets); the
 * session it was opened with says which connections a revocation ends. API Gateway closes a
 * connection after 2 hours at most, so the TTL removes rows a lost $disconnect left behind.
 */
export const RealtimeConnectionEntity = tableEntity(
  new Entity({
    model: { entity: 'realtimeConnection', version: '1', service: 'outreach' },
    attributes: {
      connectionId: { type: 'string', required: true },
      /** The session owner (the real user behind an impersonation). */
      userId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byConnection: {
        pk: { field: 'pk', composite: ['connectionId'] },
        sk: { field: 'sk', composite: [] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['connectionId'] },
      },
    },
  }),
);
