import type { RouteSpec } from '../route-def.ts';
import { ZSenderCapsRequest, ZSenderCapsResponse } from '../schemas/caps.ts';

/** The product's own caps of the signed-in user's LinkedIn account in the current team (issue #9). */
export const capsRoutes = {
  'GET /users/me/sender-caps': {
    handler: 'caps/get-sender-caps',
    auth: 'user',
    response: ZSenderCapsResponse,
  },
  'PATCH /users/me/sender-caps': {
    handler: 'caps/edit-sender-caps',
    auth: 'user',
    body: ZSenderCapsRequest,
    response: ZSenderCapsResponse,
  },
} as const satisfies Record<string, RouteSpec>;
