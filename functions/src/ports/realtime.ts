import type { TRealtimeMessage } from '@outreach/shared/realtime';

/**
 * Pushes to one open WebSocket connection (the realtime channel): API Gateway's Management API
 * (`PostToConnection`) in AWS, the runtime's own WebSocket server locally. Which connections belong to
 * whom lives in the table (`realtimeConnection`), the same on both hosts.
 */
export interface RealtimeGateway {
  /** 'gone' when the connection no longer exists (closed without a $disconnect, or expired). */
  send(connectionId: string, message: TRealtimeMessage): Promise<'sent' | 'gone'>;
}
