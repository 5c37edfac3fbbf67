import { authRoutes } from '@outreach/shared/routes/auth';
import { signInWithProvider } from '../../domain/auth/oauth.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  authRoutes,
  'POST /auth/sign-up/microsoft',
  async ({ body, deps, ip, userAgent }) => {
    const s = await signInWithProvider(deps, 'microsoft', 'sign-up', body.code, {
      ip,
      userAgent,
      referralCode: body.referralCode,
    });
    return result({ authToken: s.authToken }, { cookies: s.cookies });
  },
);
