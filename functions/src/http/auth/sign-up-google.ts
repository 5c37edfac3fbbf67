import { authRoutes } from '@outreach/shared/routes/auth';
import { signInWithProvider } from '../../domain/auth/oauth.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  authRoutes,
  'POST /auth/sign-up/google',
  async ({ body, deps, ip, userAgent }) => {
    const s = await signInWithProvider(deps, 'google', 'sign-up', body.authorizationCode, {
      ip,
      userAgent,
      referralCode: body.referralCode,
    });
    return result({ authToken: s.authToken }, { cookies: s.cookies });
  },
);
