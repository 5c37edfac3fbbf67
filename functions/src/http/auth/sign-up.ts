import { authRoutes } from '@outreach/shared/routes/auth';
import { signUp } from '../../domain/auth/sign-up.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(authRoutes, 'POST /auth/sign-up', async ({ body, deps, ip, userAgent }) => {
  const s = await signUp(deps, body, { ip, userAgent });
  return result({ authToken: s.authToken }, { status: 201, cookies: s.cookies });
});
