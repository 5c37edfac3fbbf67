import * as z from 'zod';

/**
 * The realtime channel (issue #11, spec 1 §4 "realtime logout"): a WebSocket the signed-in SPA keeps
 * open. Locally the runtime upgrades this path on the app's own port; in AWS it is an API Gateway
 * WebSocket API whose stage URL the SPA reads from `/config.json` (`realtimeUrl`).
 *
 * @example
 * new WebSocket(`ws://localhost:3000${REALTIME_PATH}?token=${accessToken}`)
 */
export const REALTIME_PATH = '/api/v1/ws';

/** The query parameter carrying the access token (browsers cannot set headers on a WebSocket). */
export const REALTIME_TOKEN_PARAM = 'token';

/**
 * Close code of a connection whose token was refused (missing, expired, bad signature, ended session).
 * Local runtime only: API Gateway refuses the handshake itself (HTTP 401), which a browser reports as 1006.
 *
 * @example
 * ws.on('close', (code) => code === REALTIME_UNAUTHORIZED_CLOSE) // a fresh token is needed
 */
export const REALTIME_UNAUTHORIZED_CLOSE = 4401;

/**
 * A message the server pushes. `logout`: the session of `userId` (the real user) ended elsewhere
 * (removed from the team, moved to ghost, password changed or reset).
 *
 * @example
 * ZRealtimeMessage.parse(JSON.parse(event.data)) // { type: 'logout', userId: '01J…' }
 */
export const ZRealtimeMessage = z.object({ type: z.literal('logout'), userId: z.string() });
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;
