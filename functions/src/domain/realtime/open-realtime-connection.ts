import { AppError } from '@outreach/shared/errors';
import { RealtimeConnectionEntity } from '../../data/entities/realtime-connection.ts';
import { SessionEntity } from '../../data/entities/session.ts';
import { verifyAccessToken } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';

/** API Gateway ends a WebSocket after 2 hours; a row a lost $disconnect leaves expires soon after. */
const CONNECTION_TTL_SECONDS = 2 * 3600 + 600;

/**
 * $connect of the realtime channel: the access token must be valid and its session live (as for any
 * API call); the connection is then recorded under the session's real user, so that ending that
 * session reaches it. Throws UNAUTHORIZED otherwise.
 */
export async function openRealtimeConnection(deps: Deps, connectionId: string, token: string | undefined) {
  if (!token) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const claims = await verifyAccessToken(deps, token);
  const now = deps.clock.now();
  const s = (await SessionEntity.get({ userId: claims.realUserId, sessionId: claims.sid }).go()).data;
  if (!s || s.revokedAt || s.expiresAt <= now) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  await RealtimeConnectionEntity.put({
    connectionId,
    userId: claims.realUserId,
    sessionId: claims.sid,
    createdAt: now,
    ttl: Math.ceil(now / 1000) + CONNECTION_TTL_SECONDS,
  }).go();
  return { userId: claims.realUserId, sessionId: claims.sid };
}
