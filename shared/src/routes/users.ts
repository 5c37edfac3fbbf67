import type { RouteSpec } from '../route-def.ts';
import { ZChangePasswordRequest, ZLanguageRequest } from '../schemas/auth.ts';

/** The signed-in user's profile and settings (spec 1 §7). */
export const usersRoutes = {
  // Users (spec 1 §7)
  'GET /users/me': { handler: 'users/get-me', auth: 'user' },
  'GET /users/me/real': { handler: 'users/get-real-user', auth: 'user' },
  'POST /users/change-password': {
    handler: 'users/change-password',
    auth: 'user',
    body: ZChangePasswordRequest,
  },
  'PATCH /users/me/complete-walkthrough': { handler: 'users/complete-walkthrough', auth: 'user' },
  'PATCH /users/language': { handler: 'users/set-language', auth: 'user', body: ZLanguageRequest },
  'GET /me/features': { handler: 'users/get-features', auth: 'user' },
} as const satisfies Record<string, RouteSpec>;
