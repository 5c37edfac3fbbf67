import { authRoutes } from '@outreach/shared/routes/auth';
import { REFRESH_COOKIE, refreshSession } from '../../domain/auth/sessions.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(authRoutes, 'POST /auth/refresh', async ({ deps, cookies }) => {
  const s = await refreshSession(deps, cookies[REFRESH_COOKIE]);
  return result({ authToken: s.authToken }, { cookies: s.cookies });
});
