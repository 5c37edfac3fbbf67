import type { RouteSpec } from '../route-def.ts';
import {
  ZTwitterAccountResponse,
  ZTwitterAuthUrlResponse,
  ZTwitterDetailsResponse,
  ZTwitterRemovedResponse,
  ZTwitterVerifyLoginRequest,
} from '../schemas/twitter.ts';

/** The X (Twitter) connection (spec 1 §7 Integrations, X): the PIN flow over OAuth 2.0 with PKCE. */
export const twitterRoutes = {
  'GET /twitter/auth-url': {
    handler: 'twitter/get-auth-url',
    auth: 'user',
    response: ZTwitterAuthUrlResponse,
  },
  'POST /twitter/verify-login': {
    handler: 'twitter/verify-login',
    auth: 'user',
    body: ZTwitterVerifyLoginRequest,
    response: ZTwitterAccountResponse,
  },
  'GET /twitter/details/user': {
    handler: 'twitter/get-account',
    auth: 'user',
    response: ZTwitterDetailsResponse,
  },
  'DELETE /twitter': { handler: 'twitter/disconnect', auth: 'user', response: ZTwitterRemovedResponse },
} as const satisfies Record<string, RouteSpec>;
