import { AppError } from '@outreach/shared/errors';
import { REALTIME_TOKEN_PARAM } from '@outreach/shared/realtime';
import { openRealtimeConnection } from '../domain/realtime/open-realtime-connection.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/** What API Gateway (and the local runtime) passes a WebSocket route's function. */
export interface RealtimeEvent {
  requestContext: { connectionId: string; routeKey?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

/**
 * `$connect` of the realtime channel: 200 admits the WebSocket, 401 refuses the handshake (a missing,
 * expired or ended token). The token comes as `?token=`, since browsers cannot set headers on it.
 */
export const handler = async (event: RealtimeEvent) => {
  try {
    await openRealtimeConnection(
      getDeps(),
      event.requestContext.connectionId,
      event.queryStringParameters?.[REALTIME_TOKEN_PARAM],
    );
    return { statusCode: 200 };
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 401) return { statusCode: 401 };
    logger.error('Realtime $connect failed', { error: e as Error });
    return { statusCode: 500 };
  }
};
