import { authRoutes } from '@outreach/shared/routes/auth';
import { signIn } from '../../domain/auth/sign-in.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(authRoutes, 'POST /auth/sign-in', async ({ body, deps, ip, userAgent }) => {
  const s = await signIn(deps, body, { ip, userAgent });
  return result({ authToken: s.authToken }, { cookies: s.cookies });
});
