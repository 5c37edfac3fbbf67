import type { RouteSpec } from '../route-def.ts';
import {
  ZTwitterAccountResponse,
  ZTwitterAuthUrlResponse,
  ZTwitterCodeRequest,
  ZTwitterCodeResponse,
  ZTwitterDetailsResponse,
  ZTwitterRemovedResponse,
  ZTwitterVerifyLoginRequest,
} from '../schemas/twitter.ts';
import { ZXCampaignCreatedResponse, ZXCampaignRequest } from '../schemas/x-campaigns.ts';

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
  // X's callback page (web /twitter/code) hands over X's code: the answer is the PIN to type.
  'POST /twitter/code': {
    handler: 'twitter/receive-code',
    auth: 'public',
    body: ZTwitterCodeRequest,
    response: ZTwitterCodeResponse,
  },
  'GET /twitter/details/user': {
    handler: 'twitter/get-account',
    auth: 'user',
    response: ZTwitterDetailsResponse,
  },
  'DELETE /twitter': { handler: 'twitter/disconnect', auth: 'user', response: ZTwitterRemovedResponse },
  // X campaigns (spec 3 §7 CSV upload): a campaign of X handles, from a CSV or pasted.
  'POST /campaigns/twitter/audience/csv': {
    handler: 'twitter/create-x-campaign',
    auth: 'user',
    body: ZXCampaignRequest,
    response: ZXCampaignCreatedResponse,
  },
} as const satisfies Record<string, RouteSpec>;
