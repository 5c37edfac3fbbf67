import { RealtimeConnectionEntity } from '../../data/entities/realtime-connection.ts';
import { logger } from '../../lib/logger.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * Realtime logout (spec 1 §4): tells the open connections of the ended sessions of `userId` to end
 * the session now. Best effort: the SPA's session poll is the fallback, so a failed push is logged and
 * never fails the change that ended the sessions. Connections found gone are forgotten.
 */
export async function pushLogout(deps: Deps, userId: string, endedSessionIds: readonly string[]) {
  if (endedSessionIds.length === 0) return;
  const ended = new Set(endedSessionIds);
  try {
    const { data } = await RealtimeConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
    const now = Math.floor(deps.clock.now() / 1000);
    await Promise.all(
      data
        .filter((c) => ended.has(c.sessionId) && c.ttl > now)
        .map(async (c) => {
          try {
            const r = await deps.realtime.send(c.connectionId, { type: 'logout', userId });
            if (r === 'gone') await RealtimeConnectionEntity.delete({ connectionId: c.connectionId }).go();
          } catch (error) {
            logger.warn('Realtime logout push failed', {
              error: error as Error,
              connectionId: c.connectionId,
            });
          }
        }),
    );
  } catch (error) {
    logger.warn('Realtime logout push failed', { error: error as Error, userId });
  }
}
