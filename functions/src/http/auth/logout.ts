import { authRoutes } from '@outreach/shared/routes/auth';
import {
  clearRefreshCookie,
  REFRESH_COOKIE,
  revokeSession,
  revokeSessionByCookie,
} from '../../domain/auth/sessions.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(authRoutes, 'POST /auth/logout', async ({ deps, auth, cookies }) => {
  if (auth) await revokeSession(deps, auth.realUserId, auth.sessionId);
  await revokeSessionByCookie(deps, cookies[REFRESH_COOKIE]);
  return result({ success: true }, { cookies: [clearRefreshCookie(deps)] });
});
