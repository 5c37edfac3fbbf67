import type { RouteSpec } from '../route-def.ts';
import {
  ZAuthTokenResponse,
  ZCodeParam,
  ZCodeUrlQuery,
  ZForgotPasswordRequest,
  ZGoogleCodeRequest,
  ZOAuthCodeRequest,
  ZSetNewPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZTokenParam,
} from '../schemas/auth.ts';

/** Sign-up, sign-in, sessions, verification and password recovery (spec 1 §7). */
export const authRoutes = {
  // Authentication (spec 1 §7)
  'POST /auth/sign-up': {
    handler: 'auth/sign-up',
    auth: 'public',
    body: ZSignUpRequest,
    response: ZAuthTokenResponse,
  },
  'POST /auth/sign-in': {
    handler: 'auth/sign-in',
    auth: 'public',
    body: ZSignInRequest,
    response: ZAuthTokenResponse,
  },
  'POST /auth/refresh': { handler: 'auth/refresh-session', auth: 'public', response: ZAuthTokenResponse },
  'POST /auth/logout': { handler: 'auth/logout', auth: 'public' },
  'POST /auth/forgot-password': {
    handler: 'auth/forgot-password',
    auth: 'public',
    body: ZForgotPasswordRequest,
  },
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
  'POST /auth/sign-in/microsoft': {
    handler: 'auth/sign-in-microsoft',
    auth: 'public',
    body: ZOAuthCodeRequest,
  },
  'POST /auth/sign-up/microsoft': {
    handler: 'auth/sign-up-microsoft',
    auth: 'public',
    body: ZOAuthCodeRequest,
  },
  'GET /auth/microsoft/code-url': {
    handler: 'auth/get-microsoft-code-url',
    auth: 'public',
    query: ZCodeUrlQuery,
  },
} as const satisfies Record<string, RouteSpec>;
