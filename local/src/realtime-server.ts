import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { localRealtimeHub } from '@outreach/functions/adapters/local/local-realtime-hub';
import { handler as onConnect } from '@outreach/functions/realtime/connect';
import { handler as onDisconnect } from '@outreach/functions/realtime/disconnect';
import { REALTIME_PATH, REALTIME_UNAUTHORIZED_CLOSE } from '@outreach/shared/realtime';
import { WebSocketServer } from 'ws';

/**
 * The realtime channel locally: the app's own server upgrades `REALTIME_PATH` to a WebSocket and plays
 * API Gateway's part. It runs the same `$connect` function first (the handshake completes only when it
 * admits the token, so an open socket is already recorded), registers the socket in the hub the
 * functions push through, and runs `$disconnect` on close. A refused token still gets its socket, closed
 * at once with 4401 and a reason, so a client can tell "sign in again" from a network failure.
 */
export function attachRealtimeServer(server: Server, hub: ReturnType<typeof localRealtimeHub>) {
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (req: Parameters<Server['emit']>[1], socket: Duplex, head: Buffer) => {
    const url = new URL((req as { url?: string }).url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    // API Gateway's connection ids look like this (12 bytes, base64).
    const connectionId = randomBytes(12).toString('base64');
    const event = {
      requestContext: { connectionId, routeKey: '$connect' },
      queryStringParameters: Object.fromEntries(url.searchParams),
    };
    void onConnect(event).then(({ statusCode }) => {
      wss.handleUpgrade(req as never, socket, head, (ws) => {
        if (statusCode !== 200) {
          ws.close(
            statusCode === 401 ? REALTIME_UNAUTHORIZED_CLOSE : 1011,
            statusCode === 401 ? 'Unauthorized' : 'Internal error',
          );
          return;
        }
        hub.attach(connectionId, ws);
        ws.on('close', () => {
          hub.detach(connectionId);
          void onDisconnect({ requestContext: { connectionId, routeKey: '$disconnect' } }).catch(() => {});
        });
      });
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    /** Closes every socket (their $disconnect runs while the table is still up). */
    async stop() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
