import { closeRealtimeConnection } from '../domain/realtime/close-realtime-connection.ts';
import { getDeps } from '../lib/deps.ts';
import type { RealtimeEvent } from './connect.ts';

/** `$disconnect` of the realtime channel: forgets the connection (API Gateway ignores the answer). */
export const handler = async (event: RealtimeEvent) => {
  await closeRealtimeConnection(getDeps(), event.requestContext.connectionId);
  return { statusCode: 200 };
};
