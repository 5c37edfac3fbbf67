import type { RouteSpec } from '../route-def.ts';
import {
  ZAuthMessageResponse,
  ZAuthTokenResponse,
  ZCodeParam,
  ZCodeUrlQuery,
  ZCodeUrlResponse,
  ZForgotPasswordRequest,
  ZGoogleCodeRequest,
  ZLogoutResponse,
  ZOAuthCodeRequest,
  ZResendVerificationResponse,
  ZSessionResponse,
  ZSetNewPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZTokenParam,
  ZVerifyEmailResponse,
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
  'POST /auth/logout': { handler: 'auth/logout', auth: 'public', response: ZLogoutResponse },
  // Polled by the open SPA so a session ended elsewhere (password change, removal from the team,
  // ghosting) logs it out without a reload: the handler factory answers 401 once it is revoked.
  'GET /auth/session': { handler: 'auth/get-session', auth: 'user', response: ZSessionResponse },
  'POST /auth/forgot-password': {
    handler: 'auth/forgot-password',
    auth: 'public',
    body: ZForgotPasswordRequest,
    response: ZAuthMessageResponse,
  },
  'PATCH /auth/set-new-password/{token}': {
    handler: 'auth/set-new-password',
    auth: 'public',
    params: ZTokenParam,
    body: ZSetNewPasswordRequest,
    response: ZAuthMessageResponse,
  },
  'POST /auth/send-verification-link': {
    handler: 'auth/send-verification-link',
    auth: 'user',
    response: ZResendVerificationResponse,
  },
  'PATCH /auth/verify-email/{token}': {
    handler: 'auth/verify-email',
    auth: 'public',
    params: ZTokenParam,
    response: ZVerifyEmailResponse,
  },
  'POST /auth/exchange/{code}': {
    handler: 'auth/exchange-code',
    auth: 'public',
    params: ZCodeParam,
    response: ZAuthTokenResponse,
  },
  'POST /auth/sign-in/google': {
    handler: 'auth/sign-in-google',
    auth: 'public',
    body: ZGoogleCodeRequest,
    response: ZAuthTokenResponse,
  },
  'POST /auth/sign-up/google': {
    handler: 'auth/sign-up-google',
    auth: 'public',
    body: ZGoogleCodeRequest,
    response: ZAuthTokenResponse,
  },
  'GET /auth/google/code-url': {
    handler: 'auth/get-google-code-url',
    auth: 'public',
    query: ZCodeUrlQuery,
    response: ZCodeUrlResponse,
  },
  'POST /auth/sign-in/microsoft': {
    handler: 'auth/sign-in-microsoft',
    auth: 'public',
    body: ZOAuthCodeRequest,
    response: ZAuthTokenResponse,
  },
  'POST /auth/sign-up/microsoft': {
    handler: 'auth/sign-up-microsoft',
    auth: 'public',
    body: ZOAuthCodeRequest,
    response: ZAuthTokenResponse,
  },
  'GET /auth/microsoft/code-url': {
    handler: 'auth/get-microsoft-code-url',
    auth: 'public',
    query: ZCodeUrlQuery,
    response: ZCodeUrlResponse,
  },
} as const satisfies Record<string, RouteSpec>;
