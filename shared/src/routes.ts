import type { RouteSpec } from './route-def.ts';
import {
  ZAuthTokenResponse,
  ZChangePasswordRequest,
  ZCodeParam,
  ZCodeUrlQuery,
  ZForgotPasswordRequest,
  ZGoogleCodeRequest,
  ZLanguageRequest,
  ZOAuthCodeRequest,
  ZSetNewPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZTokenParam,
} from './schemas/auth.ts';

export type { HttpMethod, RouteAuth, RouteKey, RouteSpec } from './route-def.ts';
export { splitRouteKey } from './route-def.ts';

/**
 * Every endpoint of the API, keyed `METHOD /path` under `/api/v1`.
 * The CDK API stack and the local server are both generated from this table.
 */
export const routes = {
  // Authentication (spec 1 §7)
  'POST /auth/sign-up': { handler: 'auth/sign-up', auth: 'public', body: ZSignUpRequest, response: ZAuthTokenResponse },
  'POST /auth/sign-in': { handler: 'auth/sign-in', auth: 'public', body: ZSignInRequest, response: ZAuthTokenResponse },
  'POST /auth/refresh': { handler: 'auth/refresh-session', auth: 'public', response: ZAuthTokenResponse },
  'POST /auth/logout': { handler: 'auth/logout', auth: 'public' },
  'POST /auth/forgot-password': { handler: 'auth/forgot-password', auth: 'public', body: ZForgotPasswordRequest },
  'PATCH /auth/set-new-password/{token}': {
    handler: 'auth/set-new-password',
    auth: 'public',
    params: ZTokenParam,
    body: ZSetNewPasswordRequest,
  },
  'POST /auth/send-verification-link': { handler: 'auth/send-verification-link', auth: 'user' },
  'PATCH /auth/verify-email/{token}': { handler: 'auth/verify-email', auth: 'public', params: ZTokenParam },
  'POST /auth/exchange/{code}': {
    handler: 'auth/exchange-code',
    auth: 'public',
    params: ZCodeParam,
    response: ZAuthTokenResponse,
  },
  'POST /auth/sign-in/google': { handler: 'auth/sign-in-google', auth: 'public', body: ZGoogleCodeRequest },
  'POST /auth/sign-up/google': { handler: 'auth/sign-up-google', auth: 'public', body: ZGoogleCodeRequest },
  'GET /auth/google/code-url': { handler: 'auth/get-google-code-url', auth: 'public', query: ZCodeUrlQuery },
  'POST /auth/sign-in/microsoft': { handler: 'auth/sign-in-microsoft', auth: 'public', body: ZOAuthCodeRequest },
  'POST /auth/sign-up/microsoft': { handler: 'auth/sign-up-microsoft', auth: 'public', body: ZOAuthCodeRequest },
  'GET /auth/microsoft/code-url': { handler: 'auth/get-microsoft-code-url', auth: 'public', query: ZCodeUrlQuery },

  // Users (spec 1 §7)
  'GET /users/me': { handler: 'users/get-me', auth: 'user' },
  'GET /users/me/real': { handler: 'users/get-real-user', auth: 'user' },
  'POST /users/change-password': { handler: 'users/change-password', auth: 'user', body: ZChangePasswordRequest },
  'PATCH /users/me/complete-walkthrough': { handler: 'users/complete-walkthrough', auth: 'user' },
  'PATCH /users/language': { handler: 'users/set-language', auth: 'user', body: ZLanguageRequest },
  'GET /me/features': { handler: 'users/get-features', auth: 'user' },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
