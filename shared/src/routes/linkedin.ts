import * as z from 'zod';
import type { RouteSpec } from '../route-def.ts';
import { ZLinkedInCredentials, ZLinkedInVerifyCodeRequest } from '../schemas/integrations.ts';
import {
  ZLinkedInCompaniesResponse,
  ZRefreshLinkedInCompaniesResponse,
} from '../schemas/linkedin-companies.ts';
import { ZLinkedInEventsResponse, ZRefreshLinkedInEventsResponse } from '../schemas/linkedin-events.ts';
import { ZLinkedInGroupsResponse, ZRefreshLinkedInGroupsResponse } from '../schemas/linkedin-groups.ts';
import { ZRefreshSavedSearchesResponse, ZSavedSearchesResponse } from '../schemas/saved-searches.ts';
import {
  ZCheckConnectionResponse,
  ZCloudBotInfoResponse,
  ZRegisterBotResponse,
  ZRemoveCredentialsResponse,
} from '../schemas/settings-responses.ts';

import {
  ZTestEmailResponse,
  ZVerifyOnTheFlyCodeRequest,
  ZVerifyOnTheFlyLoginRequest,
  ZVerifyTokenBody,
  ZVerifyTokenDataResponse,
  ZVerifyTokenParam,
} from '../schemas/verify-on-the-fly.ts';

export const ZRegisterBotRequest = z.object({ timezone: z.string().max(64).optional() });

/** LinkedIn account connection and the cloud bot (spec 1 §7 Integrations, Users). */
export const linkedinRoutes = {
  'PATCH /linked-in/update-credentials': {
    handler: 'linkedin/update-credentials',
    auth: 'user',
    body: ZLinkedInCredentials,
    timeoutSeconds: 29,
    response: ZCloudBotInfoResponse,
  },
  'POST /linked-in/verify-code': {
    handler: 'linkedin/verify-code',
    auth: 'user',
    body: ZLinkedInVerifyCodeRequest,
    timeoutSeconds: 29,
    response: ZCloudBotInfoResponse,
  },
  // Verify on the fly (spec 1 §7): the mailed link's page reconnects without a product sign-in; the
  // token is the credential (24 hours, stored hashed).
  'GET /linked-in/verify-on-the-fly/{token}': {
    handler: 'linkedin/get-verify-token',
    auth: 'public',
    params: ZVerifyTokenParam,
    response: ZVerifyTokenDataResponse,
  },
  'POST /linked-in/verify-on-the-fly': {
    handler: 'linkedin/reconnect-by-token',
    auth: 'public',
    body: ZVerifyTokenBody,
    timeoutSeconds: 29,
    response: ZVerifyTokenDataResponse,
  },
  'POST /linked-in/verify-on-the-fly/verify-code': {
    handler: 'linkedin/verify-code-by-token',
    auth: 'public',
    body: ZVerifyOnTheFlyCodeRequest,
    timeoutSeconds: 29,
    response: ZVerifyTokenDataResponse,
  },
  'POST /linked-in/verify-on-the-fly/login': {
    handler: 'linkedin/login-by-token',
    auth: 'public',
    body: ZVerifyOnTheFlyLoginRequest,
    timeoutSeconds: 29,
    response: ZVerifyTokenDataResponse,
  },
  'POST /linked-in/verify-on-the-fly/test-email': {
    handler: 'linkedin/verify-test-email',
    auth: 'user',
    response: ZTestEmailResponse,
  },
  'DELETE /linked-in/remove-credentials': {
    handler: 'linkedin/remove-credentials',
    auth: 'user',
    response: ZRemoveCredentialsResponse,
  },
  'GET /linked-in/check-connection': {
    handler: 'linkedin/check-connection',
    auth: 'user',
    timeoutSeconds: 29,
    response: ZCheckConnectionResponse,
  },
  'GET /users/me/cloud-bot-info': {
    handler: 'linkedin/get-cloud-bot-info',
    auth: 'user',
    response: ZCloudBotInfoResponse,
  },
  'POST /users/me/bots': {
    handler: 'linkedin/register-bot',
    auth: 'user',
    body: ZRegisterBotRequest,
    response: ZRegisterBotResponse,
  },
  // The account's LinkedIn groups, for group campaigns (spec 3 §7 "Tags, groups search").
  'GET /linked-in/groups': {
    handler: 'linkedin/list-linkedin-groups',
    auth: 'user',
    response: ZLinkedInGroupsResponse,
  },
  'POST /linked-in/groups/refresh': {
    handler: 'linkedin/refresh-linkedin-groups',
    auth: 'user',
    timeoutSeconds: 29,
    response: ZRefreshLinkedInGroupsResponse,
  },
  // The account's LinkedIn events, for event campaigns (spec 3 §9); the refresh is ours (as for groups).
  'GET /linked-in/events': {
    handler: 'linkedin/list-linkedin-events',
    auth: 'user',
    response: ZLinkedInEventsResponse,
  },
  'POST /linked-in/events/refresh': {
    handler: 'linkedin/refresh-linkedin-events',
    auth: 'user',
    timeoutSeconds: 29,
    response: ZRefreshLinkedInEventsResponse,
  },
  // The account's Sales Navigator saved searches, for saved-search campaigns (spec 3 §7; shapes ours).
  'GET /users/saved-searches': {
    handler: 'linkedin/list-saved-searches',
    auth: 'user',
    response: ZSavedSearchesResponse,
  },
  'PATCH /users/refresh-saved-searches': {
    handler: 'linkedin/refresh-saved-searches',
    auth: 'user',
    timeoutSeconds: 29,
    response: ZRefreshSavedSearchesResponse,
  },
  // The company pages the account administers, for company campaigns (spec 1 §8, spec 3 §7); the
  // refresh is ours (as for groups).
  'GET /linked-in/companies': {
    handler: 'linkedin/list-linkedin-companies',
    auth: 'user',
    response: ZLinkedInCompaniesResponse,
  },
  'POST /linked-in/companies/refresh': {
    handler: 'linkedin/refresh-linkedin-companies',
    auth: 'user',
    timeoutSeconds: 29,
    response: ZRefreshLinkedInCompaniesResponse,
  },
} as const satisfies Record<string, RouteSpec>;
