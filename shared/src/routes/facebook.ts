import type { RouteSpec } from '../route-def.ts';
import {
  ZFacebookAccessTokenResponse,
  ZFacebookClearLoginResponse,
  ZFacebookExchangeTokenRequest,
  ZFacebookOptions,
  ZFacebookResponse,
} from '../schemas/facebook.ts';

/** The Facebook and Instagram connection (spec 1 §7 Integrations, Facebook). */
export const facebookRoutes = {
  'GET /facebook': { handler: 'facebook/get-facebook', auth: 'user', response: ZFacebookResponse },
  'POST /facebook/exchange-access-token': {
    handler: 'facebook/exchange-access-token',
    auth: 'user',
    body: ZFacebookExchangeTokenRequest,
    response: ZFacebookResponse,
  },
  'POST /facebook/save-data': { handler: 'facebook/save-data', auth: 'user', response: ZFacebookResponse },
  'GET /facebook/options': { handler: 'facebook/get-options', auth: 'user', response: ZFacebookOptions },
  'POST /facebook/options': {
    handler: 'facebook/set-options',
    auth: 'user',
    body: ZFacebookOptions,
    response: ZFacebookOptions,
  },
  'GET /facebook/access-token': {
    handler: 'facebook/get-access-token',
    auth: 'user',
    response: ZFacebookAccessTokenResponse,
  },
  'POST /facebook/clear-login': {
    handler: 'facebook/clear-login',
    auth: 'user',
    response: ZFacebookClearLoginResponse,
  },
} as const satisfies Record<string, RouteSpec>;
