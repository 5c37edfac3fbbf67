import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeGateway } from '../../ports/realtime.ts';

/**
 * The realtime channel in AWS: `PostToConnection` on the WebSocket API's Management API, whose
 * endpoint is the stage's https URL (`https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`).
 */
export function apiGatewayRealtime(endpoint: string): RealtimeGateway {
  const client = new ApiGatewayManagementApiClient({ endpoint });
  return {
    async send(connectionId, message) {
      try {
        await client.send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }),
        );
        return 'sent';
      } catch (e) {
        if (e instanceof GoneException || (e as { name?: string }).name === 'GoneException') return 'gone';
        throw e;
      }
    },
  };
}
