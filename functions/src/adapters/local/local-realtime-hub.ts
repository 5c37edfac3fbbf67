import type { TRealtimeMessage } from '@outreach/shared/realtime';
import type { RealtimeGateway } from '../../ports/realtime.ts';

/** An open socket as the hub needs it (the runtime's `ws` socket fits). */
export interface HubSocket {
  send(data: string): void;
}

/**
 * The local runtime's stand-in for API Gateway's Management API: the sockets its WebSocket server
 * accepted, by connection id, in this process. Processes without that server (the bot child, test
 * workers) hold an empty hub, where every connection is 'gone'.
 */
export function localRealtimeHub(): RealtimeGateway & {
  attach(connectionId: string, socket: HubSocket): void;
  detach(connectionId: string): void;
} {
  const sockets = new Map<string, HubSocket>();
  return {
    attach: (id, socket) => void sockets.set(id, socket),
    detach: (id) => void sockets.delete(id),
    async send(connectionId: string, message: TRealtimeMessage) {
      const socket = sockets.get(connectionId);
      if (!socket) return 'gone';
      socket.send(JSON.stringify(message));
      return 'sent';
    },
  };
}
