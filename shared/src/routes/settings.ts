import type { RouteSpec } from '../route-def.ts';
import { ZOperatingHoursRequest, ZTimezoneRequest } from '../schemas/account.ts';
import {
  ZAutoWithdrawRequest,
  ZAutoWithdrawResponse,
  ZGreetingsRequest,
  ZGreetingsResponse,
} from '../schemas/profile.ts';
import { ZDailyLimitsRequest } from '../schemas/settings.ts';
import { ZDailyLimitsResponse, ZPreferencesResponse } from '../schemas/settings-responses.ts';

/** Work hours, daily limits and the cloud timezone the scheduler reads (spec 1 §2 settings, §7). */
export const settingsRoutes = {
  'GET /users/preferences': {
    handler: 'settings/get-preferences',
    auth: 'user',
    response: ZPreferencesResponse,
  },
  'PATCH /users/edit-operating-hours': {
    handler: 'settings/edit-operating-hours',
    auth: 'user',
    body: ZOperatingHoursRequest,
    response: ZPreferencesResponse,
  },
  'GET /users/daily-limits': {
    handler: 'settings/get-daily-limits',
    auth: 'user',
    response: ZDailyLimitsResponse,
  },
  'PATCH /users/edit-daily-limits': {
    handler: 'settings/edit-daily-limits',
    auth: 'user',
    body: ZDailyLimitsRequest,
    response: ZDailyLimitsResponse,
  },
  'PATCH /users/set-cloud-timezone': {
    handler: 'settings/set-cloud-timezone',
    auth: 'user',
    body: ZTimezoneRequest,
    response: ZPreferencesResponse,
  },
  // Auto-withdrawals and greetings: stored here, carried out by the bot (issue #11).
  'PATCH /users/edit-auto-withdraw': {
    handler: 'settings/edit-auto-withdraw',
    auth: 'user',
    body: ZAutoWithdrawRequest,
    response: ZAutoWithdrawResponse,
  },
  'PATCH /users/edit-greetings': {
    handler: 'settings/edit-greetings',
    auth: 'user',
    body: ZGreetingsRequest,
    response: ZGreetingsResponse,
  },
} as const satisfies Record<string, RouteSpec>;
