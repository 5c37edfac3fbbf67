import { authRoutes } from '@outreach/shared/routes/auth';
import { clearFlowCookie, flowCookieName, signInWithProvider } from '../../domain/auth/oauth.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  authRoutes,
  'POST /auth/sign-up/microsoft',
  async ({ body, deps, cookies, ip, userAgent }) => {
    const s = await signInWithProvider(
      deps,
      'microsoft',
      'sign-up',
      body.code,
      { state: body.state, flowCookie: cookies[flowCookieName('microsoft')] },
      { ip, userAgent, referralCode: body.referralCode },
    );
    // The flow is used up: its cookie goes (the provider's code is one-time too).
    return result(
      { authToken: s.authToken },
      { cookies: [...s.cookies, clearFlowCookie(deps, 'microsoft')] },
    );
  },
);
